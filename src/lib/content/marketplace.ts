import type { Locale } from '#intl/locales.ts';
import type { ContentSource, RawItem } from './query.ts';
import { imageSrcOrNull, str, strings, strOrNull, webUrlOrNull } from './raw-values.ts';
import { renderMarkdown } from './render-markdown.ts';
import { marketplaceIconWidth, mostInstalledFirst, published, visibleMarketplaceItems } from './rules.ts';
import type { MarketplaceCategory, MarketplaceItem, MarketplaceSummary } from './types.ts';

const summaryFields = ['id', 'slug', 'name', 'description', 'icon', 'installs', 'category_id'];
const detailFields = [
  ...summaryFields,
  'overview',
  'pageContent',
  'version',
  'website',
  'forum',
  'documentation',
  'images',
  'requirements',
  'seo_title',
  'seo_description',
  'date_updated',
];

const reshapeSummary = (source: ContentSource, raw: RawItem): MarketplaceSummary => ({
  id: Number(raw.id),
  slug: str(raw.slug),
  name: str(raw.name),
  description: str(raw.description),
  iconUrl: source.assetUrl(str(raw.icon), marketplaceIconWidth),
  installs: Number(raw.installs ?? 0),
  categoryId: Number(raw.category_id),
});

const reshapeItem = (source: ContentSource, raw: RawItem, locale: Locale): MarketplaceItem => {
  const requirements = (raw.requirements ?? {}) as Record<string, unknown>;
  return {
    ...reshapeSummary(source, raw),
    overview: str(raw.overview),
    version: str(raw.version),
    // Links and images from the content are http(s) (or site paths), never another scheme.
    website: webUrlOrNull(raw.website),
    forum: webUrlOrNull(raw.forum),
    documentation: webUrlOrNull(raw.documentation),
    imageUrls: strings(raw.images).flatMap((image) => imageSrcOrNull(source.assetUrl(image, 1280)) ?? []),
    requirements: {
      cpu: Number(requirements.cpu ?? 1),
      disk: Number(requirements.disk ?? 10),
      ram: Number(requirements.ram ?? 1024),
    },
    seoTitle: str(raw.seo_title),
    seoDescription: str(raw.seo_description),
    dateUpdated: strOrNull(raw.date_updated),
    body: renderMarkdown(str(raw.pageContent), locale),
  };
};

/** Marketplace apps of a locale, most installed first; drafts are hidden in production only (spec §4). */
export const listMarketplaceItems = async (
  source: ContentSource,
  locale: Locale,
  { production }: { production: boolean },
): Promise<MarketplaceSummary[]> => {
  const { data } = await source.items('marketplace_items', {
    filter: { _and: [visibleMarketplaceItems(production), { locale: { _eq: locale } }] },
    fields: summaryFields,
    sort: mostInstalledFirst,
    limit: -1,
  });
  return data.map((raw) => reshapeSummary(source, raw));
};

export const getMarketplaceItem = async (
  source: ContentSource,
  locale: Locale,
  slug: string,
  { production }: { production: boolean },
): Promise<MarketplaceItem | null> => {
  const { data } = await source.items('marketplace_items', {
    filter: { _and: [visibleMarketplaceItems(production), { locale: { _eq: locale } }, { slug: { _eq: slug } }] },
    fields: detailFields,
    limit: 1,
  });
  return data[0] ? reshapeItem(source, data[0], locale) : null;
};

export const listMarketplaceCategories = async (source: ContentSource, locale: Locale): Promise<MarketplaceCategory[]> => {
  const { data } = await source.items('marketplace_categories', {
    filter: { _and: [published, { locale: { _eq: locale } }] },
    fields: ['id', 'slug', 'name'],
    sort: ['id'],
    limit: -1,
  });
  return data.map((raw) => ({ id: Number(raw.id), slug: str(raw.slug), name: str(raw.name) }));
};
