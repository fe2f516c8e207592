import { Container } from '#ds/primitives/Container/Container.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { IntlClientProvider } from '#intl/IntlClientProvider.tsx';
import { localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { OAuthCompletion } from '#src/features/header/OAuthCompletion.tsx';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { signInPath } from '#src/lib/site-config.ts';
import type { PageProps } from './page-props.ts';

/** /oauth/: where the control panel sends a visitor to finish signing in to the site (oauth layout, not indexed). */
export default async function OAuthPage({ locale, route, path }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages']);
  const t = (id: string) => intl.formatMessage({ id: `oauth.${id}` });
  return (
    <SiteChrome locale={locale} path={path} layout={route.layout}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('title')} description={t('description')} noindex />
      <Container>
        {/* No lead: the island below says what is happening, and a failed sign-in must not read as in progress. */}
        <PageIntro heading={t('heading')} />
        <IntlClientProvider>
          <OAuthCompletion loginHref={signInPath} homePath={localizePath('/', locale)} />
        </IntlClientProvider>
      </Container>
    </SiteChrome>
  );
}
