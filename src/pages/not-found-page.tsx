import { unstable_getRequest } from 'waku/router/server';
import { Container } from '../../design-system/primitives/Container/Container.tsx';
import { Box, Stack } from '../../design-system/primitives/Layout/Layout.tsx';
import { PageIntro } from '../../design-system/sections/PageIntro/PageIntro.tsx';
import { type ProductCard, ProductCards } from '../../design-system/sections/ProductCards/ProductCards.tsx';
import { SectionIntro, sectionStyle } from '../../design-system/sections/SectionIntro/SectionIntro.tsx';
import { type Locale, localizePath, splitLocale } from '../../intl/locales.ts';
import { getIntl } from '../../intl/server-intl.ts';
import { LocaleDocument } from '../components/LocaleDocument.tsx';
import { SiteChrome } from '../components/SiteChrome.tsx';
import { type ClaimedProduct, startingPrices } from '../lib/catalog/marketing-claims.ts';
import { isProductionHost } from '../lib/site-config.ts';

type CardSpec = { id: string; claim: ClaimedProduct | null; path?: string };

/** The not-found row (spec §2): cloud, database, apps and Kubernetes link onward; the rest do not. */
const cards: readonly CardSpec[] = [
  { id: 'cloud', claim: 'servers', path: '/products/cloud-server/' },
  { id: 'database', claim: 'databases', path: '/products/managed-database/' },
  { id: 'apps', claim: 'apps', path: '/products/app-platform/' },
  { id: 'kubernetes', claim: null, path: '/products/kubernetes/' },
  { id: 's3', claim: 's3' },
  { id: 'shield', claim: 'firewall' },
  { id: 'backup', claim: 'backups' },
  { id: 'image', claim: 'images' },
];

export async function NotFoundBody({ locale }: { locale: Locale }) {
  const intl = await getIntl(locale, ['common', 'not-found']);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const href = (path: string) => localizePath(path, locale);
  const priceLine = (claim: ClaimedProduct | null) => {
    if (claim === null) return t('notFound.kubernetesPrice');
    const price = startingPrices[claim];
    return price === 0 ? t('notFound.free') : t('notFound.from', { price: `$${price}` });
  };
  const productCards: ProductCard[] = cards.map((card) => ({
    id: card.id,
    title: t(`card.${card.id}.title`),
    text: t(`card.${card.id}.text`),
    price: priceLine(card.claim),
    ...(card.path ? { href: href(card.path) } : {}),
  }));
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
        <ProductCards cards={productCards} ctaLabel={t('notFound.viewPlans')} />
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
