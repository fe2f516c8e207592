import { type ProductCard, ProductCards } from '#ds/sections/ProductCards/ProductCards.tsx';
import { type Locale, localizePath } from '#intl/locales.ts';
import { formatMoney } from '#intl/money.ts';
import { getIntl } from '#intl/server-intl.ts';
import { type ClaimedProduct, startingPrices } from './rules/marketing-claims.ts';

type CardSpec = { id: string; claim: ClaimedProduct | null; path?: string };

/** The product row (spec §2): cloud, database, apps and Kubernetes link onward; the rest do not. */
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

/** The row of product cards with their starting prices, on the home and not-found pages. */
export async function ProductRow({ locale, labelledBy }: { locale: Locale; labelledBy?: string }) {
  const intl = await getIntl(locale, ['product-cards']);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const priceLine = (claim: ClaimedProduct | null) => {
    if (claim === null) return t('cards.kubernetesPrice');
    const price = startingPrices[claim];
    return price === 0 ? t('cards.free') : t('cards.from', { price: formatMoney(price, intl.locale) });
  };
  const productCards: ProductCard[] = cards.map((card) => ({
    id: card.id,
    title: t(`card.${card.id}.title`),
    text: t(`card.${card.id}.text`),
    price: priceLine(card.claim),
    ...(card.path ? { href: localizePath(card.path, locale) } : {}),
  }));
  return <ProductCards cards={productCards} ctaLabel={t('cards.viewPlans')} aria-labelledby={labelledBy} />;
}
