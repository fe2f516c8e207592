import { type Locale, localeCodes } from '#intl/locales.ts';
import { pathChainFilter } from './docs.ts';
import type { Collection, ContentSource, Filter } from './query.ts';
import { published, visibleMarketplaceItems, visibleTutorials } from './rules.ts';

/** A content item page: which collection holds it and how it is named in its URL. */
export type ContentItemRef =
  | { kind: 'news'; path: string }
  | { kind: 'tutorial'; path: string }
  | { kind: 'author'; path: string }
  | { kind: 'docs'; segments: readonly string[] }
  | { kind: 'marketplace'; slug: string }
  /** A tutorial tag: it exists in a locale only through that locale's visible tutorials that carry it. */
  | { kind: 'tag'; tag: string };

const lookup = (ref: ContentItemRef, production: boolean): { collection: Collection; filter: Filter } => {
  switch (ref.kind) {
    case 'news':
      return { collection: 'news', filter: { _and: [published, { path: { _eq: ref.path } }] } };
    case 'tutorial':
      return { collection: 'tutorials', filter: { _and: [visibleTutorials, { path: { _eq: ref.path } }] } };
    case 'author':
      return { collection: 'authors', filter: { _and: [published, { path: { _eq: ref.path } }] } };
    case 'docs':
      return { collection: 'docs', filter: { _and: [published, pathChainFilter(ref.segments)] } };
    case 'marketplace':
      return {
        collection: 'marketplace_items',
        filter: { _and: [visibleMarketplaceItems(production), { slug: { _eq: ref.slug } }] },
      };
    case 'tag':
      // Tags are a JSON list; the quoted tag matches one whole element of its text (as the tag's list page asks).
      return { collection: 'tutorials', filter: { _and: [visibleTutorials, { tags: { _icontains: JSON.stringify(ref.tag) } }] } };
  }
};

/**
 * The locales in which a content item is shown, in the registry's order: the
 * page's hreflang alternates, and the test for the missing-translation 301.
 */
export const itemLocales = async (
  source: ContentSource,
  ref: ContentItemRef,
  { production }: { production: boolean },
): Promise<Locale[]> => {
  const { collection, filter } = lookup(ref, production);
  const { data } = await source.items(collection, { filter, fields: ['locale'], limit: -1 });
  const found = new Set(data.map((row) => row.locale));
  return localeCodes.filter((locale) => found.has(locale));
};
