import { Container } from '#ds/primitives/Container/Container.tsx';
import { DocsNav } from '#ds/sections/DocsNav/DocsNav.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { getIntl } from '#intl/server-intl.ts';
import { ApiOperation } from '#src/features/api-reference/ApiOperation.tsx';
import { referenceNav, tagHref } from '#src/features/api-reference/reference-nav.ts';
import * as styles from '#src/features/content/content.css.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { apiReferenceTags } from '#src/lib/api-reference/reference-data.ts';
import type { PageProps } from './page-props.ts';

/** /api-docs/<tag>/: every operation of one tag of the API reference, each at its operationId's anchor. */
export default async function ApiDocsTagPage({ locale, path, params }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages', 'api-reference']);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const tags = apiReferenceTags();
  const tag = tags.find((candidate) => candidate.slug === params.tag);
  if (!tag) throw new Error(`no API tag ${String(params.tag)}`);
  const heading = t(`api-docs-tag.${tag.slug}.heading`);
  const description = t(`api-docs-tag.${tag.slug}.description`);
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('api-docs-tag.title', { tag: heading })} description={description} />
      <Container>
        <div className={styles.withNav}>
          <div className={styles.aside}>
            <DocsNav
              items={referenceNav(tags, tag.slug, locale, intl)}
              currentHref={tagHref(tag.slug, locale)}
              aria-label={t('apiReference.nav')}
              toggleLabel={(title) => t('apiReference.navToggle', { title })}
            />
          </div>
          <div className={styles.stack}>
            <PageIntro heading={heading} lead={description} />
            {tag.operations.map((operation) => (
              <ApiOperation key={operation.id} operation={operation} intl={intl} />
            ))}
          </div>
        </div>
      </Container>
    </SiteChrome>
  );
}
