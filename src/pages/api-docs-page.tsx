import { Container } from '#ds/primitives/Container/Container.tsx';
import { Prose } from '#ds/primitives/Prose/Prose.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import * as styles from '#src/features/content/content.css.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import type { PageProps } from './page-props.ts';

const apiBase = 'https://api.nuvora.cloud/v1';
const firstRequest = `curl -s ${apiBase}/servers \\
  -H "Authorization: Bearer $NUVORA_TOKEN"`;

const guides = [
  ['/docs/cloud-servers/create-server/', 'footer.cloudServers'],
  ['/docs/terraform/', 'footer.terraform'],
  ['/docs/kubernetes/kubectl-access/', 'footer.kubernetes'],
  ['/docs/object-storage/aws-cli/', 'footer.s3'],
] as const;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** /api-docs/: how to reach the public REST API (base URL, token, a first call, limits) and where the guides are. */
export default async function ApiDocsPage({ locale, path }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages', 'content']);
  const t = (id: string) => intl.formatMessage({ id });
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
        <PageIntro heading={t('api-docs.heading')} lead={t('api-docs.lead')} />
        <div className={styles.stack}>
          {section('api-base', t('content.apiDocs.baseUrl'), <Prose html={`<pre tabindex="0"><code>${apiBase}</code></pre>`} />)}
          {section('api-auth', t('content.apiDocs.auth'), <p>{t('content.apiDocs.authText')}</p>)}
          {section(
            'api-example',
            t('content.apiDocs.example'),
            <>
              <p>{t('content.apiDocs.exampleText')}</p>
              <Prose html={`<pre tabindex="0"><code class="language-bash">${escapeHtml(firstRequest)}</code></pre>`} />
            </>,
          )}
          {section('api-limits', t('content.apiDocs.limits'), <p>{t('content.apiDocs.limitsText')}</p>)}
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
      </Container>
    </SiteChrome>
  );
}
