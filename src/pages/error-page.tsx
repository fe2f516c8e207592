import { unstable_getRequest, unstable_notFound } from 'waku/router/server';
import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { LocaleDocument } from '#src/features/shell/LocaleDocument.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { errorPageHeader, readErrorPageRequest } from '#src/lib/error-page-request.ts';

/**
 * The localized error page inside the site chrome (spec §8: status code and message), rendered
 * only for the server's error-pages step, which falls back to a plain string page when this
 * render fails too. Any other request for its path is a 404.
 */
export default async function ErrorPage() {
  const asked = readErrorPageRequest(unstable_getRequest().headers.get(errorPageHeader));
  if (!asked) unstable_notFound();
  const { locale, status } = asked;
  const intl = await getIntl(locale, ['common']);
  const t = (id: string) => intl.formatMessage({ id }, { status });
  return (
    <LocaleDocument locale={locale}>
      <SiteChrome locale={locale} path="/">
        {import.meta.viteRsc.loadCss()}
        <title>{t('error.title')}</title>
        <meta name="robots" content="noindex" />
        <Container>
          <PageIntro
            eyebrow={t('error.status')}
            heading={t('error.heading')}
            lead={t('error.text')}
            actions={<ButtonLink href={localizePath('/', locale)}>{t('error.home')}</ButtonLink>}
          />
        </Container>
      </SiteChrome>
    </LocaleDocument>
  );
}
