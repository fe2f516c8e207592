import { unstable_getRequest } from 'waku/router/server';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { Box, Stack } from '#ds/primitives/Layout/Layout.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { SectionIntro, sectionStyle } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import { type Locale, localizePath, splitLocale } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { ProductRow } from '#src/features/pricing/ProductRow.tsx';
import { LocaleDocument } from '#src/features/shell/LocaleDocument.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { isProductionHost } from '#src/lib/site-config.ts';

export async function NotFoundBody({ locale }: { locale: Locale }) {
  const intl = await getIntl(locale, ['common', 'not-found']);
  const t = (id: string) => intl.formatMessage({ id });
  const href = (path: string) => localizePath(path, locale);
  return (
    <Container>
      <PageIntro eyebrow={t('notFound.code')} heading={t('notFound.heading')} lead={t('notFound.text')} />
      <Stack as="nav" aria-label={t('notFound.linksLabel')} direction="row" wrap="wrap" gap="lg">
        <a href={href('/')}>{t('notFound.home')}</a>
        <a href={href('/blog/')}>{t('notFound.blog')}</a>
        <a href={href('/docs/')}>{t('notFound.docs')}</a>
      </Stack>
      <section className={sectionStyle} aria-labelledby="not-found-products">
        <SectionIntro heading={t('notFound.productsHeading')} headingId="not-found-products" />
        <ProductRow locale={locale} labelledBy="not-found-products" />
      </section>
      <Box as="p" marginBlock="none">
        <a href={href('/contacts/')}>{t('notFound.contacts')}</a>
      </Box>
    </Container>
  );
}

/**
 * Waku renders this for any URL no route answers, and for a page that calls
 * `unstable_notFound()`, with status 404. Its locale comes from the URL that
 * was asked for, so it renders its own localized document.
 */
export default async function NotFoundPage() {
  const request = unstable_getRequest();
  const url = new URL(request.url);
  const { locale } = splitLocale(url.pathname);
  const intl = await getIntl(locale, ['not-found']);
  return (
    <LocaleDocument locale={locale}>
      <SiteChrome locale={locale} path="/">
        {import.meta.viteRsc.loadCss()}
        <title>{intl.formatMessage({ id: 'notFound.title' })}</title>
        <meta name="description" content={intl.formatMessage({ id: 'notFound.description' })} />
        {isProductionHost(request.headers.get('host')) ? null : <meta name="robots" content="noindex" />}
        <NotFoundBody locale={locale} />
      </SiteChrome>
    </LocaleDocument>
  );
}
