/** The collections one search covers, in the order their groups are listed when scores tie. */
export const searchCollections = ['docs', 'tutorials', 'marketplace', 'blog'] as const;
export type SearchCollection = (typeof searchCollections)[number];

/** Where the header box asks for a locale's suggestions (served by `server/search/search-routes.ts`). */
export const searchSuggestPath = (locale: string) => `/api/search/suggest/${locale}`;

/** One searchable item of a locale: its fields as plain text and the page it links to. */
export type SearchDocument = {
  /** `<collection>:<path>`, unique within a locale. */
  id: string;
  collection: SearchCollection;
  title: string;
  /** Section headings of the body, one per line. */
  headings: string;
  /** Tags, topics, category and the item's description. */
  keywords: string;
  body: string;
  /** Localized site path of the item's page. */
  url: string;
  /** One line shown under the title in suggestions. */
  summary: string;
};

/** Title first, then headings, then keywords, then body text (`bm25` column weights). */
export const fieldBoosts = { title: 6, headings: 2.5, keywords: 2, body: 1 } as const;

/**
 * Reference pages and apps answer a search better than a dated blog post
 * with the same words: a mild prior per collection.
 */
export const collectionBoosts: Record<SearchCollection, number> = { docs: 1.3, marketplace: 1.3, tutorials: 1.1, blog: 0.8 };

/** Suggestions shown under the header box (the server answers at most this many). */
export const suggestionLimit = 6;

/** One header-box suggestion: what the box shows of an item. */
export type SuggestedItem = { id: string; collection: SearchCollection; title: string; url: string; summary: string };
