import { unstable_notFound } from 'waku/router/server';
import { getIntl } from '#intl/server-intl.ts';
import { MarketplaceView } from '#src/features/content/views/MarketplaceView.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { contentConfig, contentSource } from '#src/lib/content/content-source.ts';
import { getMarketplaceItem, listMarketplaceCategories } from '#src/lib/content/marketplace.ts';
import { itemLocales } from '#src/lib/content/translations.ts';
import type { PageProps } from './page-props.ts';

/** /marketplace/{name}/: what the app installs, what it needs, where to learn more, and the deploy button. */
export default async function MarketplaceItemPage({ locale, params, path }: PageProps) {
  const slug = String(params.name);
  const source = contentSource();
  const production = !contentConfig.preview;
  const [intl, item, categories, available] = await Promise.all([
    getIntl(locale, ['common', 'pages', 'content']),
    getMarketplaceItem(source, locale, slug, { production }),
    listMarketplaceCategories(source, locale),
    itemLocales(source, { kind: 'marketplace', slug }, { production }),
  ]);
  if (!item) unstable_notFound();
  const category = categories.find((entry) => entry.id === item.categoryId);
  return (
    <SiteChrome locale={locale} path={path} available={available}>
      {import.meta.viteRsc.loadCss()}
      <MarketplaceView intl={intl} locale={locale} path={path} available={available} item={item} category={category} />
    </SiteChrome>
  );
}
