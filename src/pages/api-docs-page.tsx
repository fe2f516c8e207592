import { Container } from '#ds/primitives/Container/Container.tsx';
import { Table } from '#ds/primitives/Table/Table.tsx';
import { DocsNav } from '#ds/sections/DocsNav/DocsNav.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { CodeSample } from '#src/features/api-reference/CodeSample.tsx';
import { FieldTable } from '#src/features/api-reference/FieldTable.tsx';
import { MethodBadge } from '#src/features/api-reference/MethodBadge.tsx';
import { operationHref, referenceNav, tagHref } from '#src/features/api-reference/reference-nav.ts';
import * as styles from '#src/features/content/content.css.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { schemaFields } from '#src/lib/api-reference/api-reference.ts';
import { apiDocument, apiReferenceTags } from '#src/lib/api-reference/reference-data.ts';
import { openApiPath } from '#src/routes/api-reference-tags.ts';
import type { PageProps } from './page-props.ts';

const guides = [
  ['/docs/cloud-servers/create-server/', 'footer.cloudServers'],
  ['/docs/terraform/', 'footer.terraform'],
  ['/docs/kubernetes/kubectl-access/', 'footer.kubernetes'],
  ['/docs/object-storage/aws-cli/', 'footer.s3'],
] as const;

const errorStatuses = ['400', '401', '404', '409', '422', '429'] as const;

/**
 * /api-docs/: the API reference's overview (base URL, token, a first call, pagination, errors,
 * rate limits, the OpenAPI file) and every resource with its operations, each linking to its
 * anchor on the resource's page.
 */
export default async function ApiDocsPage({ locale, path }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages', 'content', 'api-reference']);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const doc = apiDocument();
  const tags = apiReferenceTags();
  const baseUrl = doc.servers[0]?.url ?? '';
  const firstCall = tags[0]?.operations[0]?.curl ?? '';
  const section = (id: string, heading: string, body: React.ReactNode) => (
    <section aria-labelledby={id} className={styles.plainList}>
      <h2 id={id} className={styles.sectionHeading}>
        {heading}
      </h2>
      {body}
    </section>
  );
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('api-docs.title')} description={t('api-docs.description')} />
      <Container>
        <div className={styles.withNav}>
          <div className={styles.aside}>
            <DocsNav
              items={referenceNav(tags, undefined, locale, intl)}
              currentHref={localizePath('/api-docs/', locale)}
              aria-label={t('apiReference.nav')}
              toggleLabel={(title) => t('apiReference.navToggle', { title })}
            />
          </div>
          <div className={styles.stack}>
            <PageIntro heading={t('api-docs.heading')} lead={t('api-docs.lead')} />
            {section('api-base', t('content.apiDocs.baseUrl'), <CodeSample code={baseUrl} language="text" />)}
            {section('api-auth', t('content.apiDocs.auth'), <p>{t('content.apiDocs.authText')}</p>)}
            {section(
              'api-example',
              t('content.apiDocs.example'),
              <>
                <p>{t('content.apiDocs.exampleText')}</p>
                <CodeSample code={firstCall} language="bash" />
              </>,
            )}
            {section(
              'api-resources',
              t('apiReference.index.resources'),
              <ul className={styles.plainList}>
                {tags.map((tag) => (
                  <li key={tag.slug} className={styles.plainList}>
                    <h3 className={styles.shareHeading}>
                      <a href={tagHref(tag.slug, locale)}>{t(`api-docs-tag.${tag.slug}.heading`)}</a>{' '}
                      <span className={styles.meta}>{t('apiReference.operationCount', { count: tag.operations.length })}</span>
                    </h3>
                    <p>{t(`api-docs-tag.${tag.slug}.description`)}</p>
                    <ul className={styles.plainList}>
                      {tag.operations.map((op) => (
                        <li key={op.id}>
                          <MethodBadge method={op.method} /> <code className={styles.breakAnywhere}>{op.path}</code>{' '}
                          <a href={operationHref(tag.slug, op.id, locale)}>{t(`apiReference.operation.${op.id}`)}</a>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>,
            )}
            {section('api-pagination', t('apiReference.index.pagination'), <p>{t('apiReference.index.paginationText')}</p>)}
            {section(
              'api-errors',
              t('apiReference.index.errors'),
              <>
                <p>{t('apiReference.index.errorsText')}</p>
                <FieldTable
                  caption={t('apiReference.index.errors')}
                  fields={schemaFields(doc, { $ref: '#/components/schemas/Error' })}
                  intl={intl}
                />
                <Table
                  caption={t('apiReference.index.statuses')}
                  rowKey="status"
                  columns={[
                    { key: 'status', header: t('apiReference.column.status'), rowHeader: true },
                    { key: 'meaning', header: t('apiReference.column.meaning') },
                  ]}
                  rows={errorStatuses.map((status) => ({ status, meaning: t(`apiReference.status.${status}`) }))}
                />
              </>,
            )}
            {section('api-limits', t('content.apiDocs.limits'), <p>{t('content.apiDocs.limitsText')}</p>)}
            {section(
              'api-document',
              t('apiReference.index.document'),
              <>
                <p>{t('apiReference.index.documentText')}</p>
                <p>
                  <a href={openApiPath} type="application/json" download>
                    {t('apiReference.index.documentLink')}
                  </a>
                </p>
              </>,
            )}
            {section('api-tools', t('content.apiDocs.tools'), <p>{t('content.apiDocs.toolsText')}</p>)}
            {section(
              'api-guides',
              t('content.apiDocs.guides'),
              <ul className={styles.plainList}>
                {guides.map(([href, label]) => (
                  <li key={href}>
                    <a href={localizePath(href, locale)}>{t(label)}</a>
                  </li>
                ))}
              </ul>,
            )}
          </div>
        </div>
      </Container>
    </SiteChrome>
  );
}
