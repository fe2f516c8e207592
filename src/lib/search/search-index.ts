import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { Locale } from '#intl/locales.ts';
import { normaliseTerm, type Stemmer, splitWords } from './terms.ts';

/** Where the browser loads a locale's index (served by `server/search/search-routes.ts`). */
export const searchIndexPath = (locale: Locale) => `/api/search/index/${locale}.json`;

/** The collections one search covers, in the order their groups are listed when scores tie. */
export const searchCollections = ['docs', 'tutorials', 'marketplace', 'blog'] as const;
export type SearchCollection = (typeof searchCollections)[number];

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

/** What the index keeps of each item besides its terms: enough for a suggestion, not the body. */
export type StoredFields = Pick<SearchDocument, 'collection' | 'title' | 'url' | 'summary'>;
export type SearchHit = StoredFields & { id: string; score: number; terms: string[] };

const fields = ['title', 'headings', 'keywords', 'body'] as const;
const storeFields = ['collection', 'title', 'url', 'summary'] as const;

/** Title first, then headings, then keywords, then body text. */
export const fieldBoosts = { title: 6, headings: 2.5, keywords: 2, body: 1 } as const;

/**
 * Reference pages and apps answer a search better than a dated blog post
 * with the same words: a mild prior per collection.
 */
export const collectionBoosts: Record<SearchCollection, number> = { docs: 1.3, marketplace: 1.3, tutorials: 1.1, blog: 0.8 };

const indexOptions = (stem: Stemmer): Options<SearchDocument> => ({
  fields: [...fields],
  storeFields: [...storeFields],
  // Split as snippets split, so they highlight exactly the words that matched.
  tokenize: splitWords,
  processTerm: (term) => normaliseTerm(term, stem),
  searchOptions: {
    boost: { ...fieldBoosts },
    // Words typed so far complete (`kube` finds Kubernetes); longer words forgive a typo or two.
    prefix: (term) => term.length >= 3,
    fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    maxFuzzy: 2,
    boostDocument: (_id, _term, stored) => collectionBoosts[stored?.collection as SearchCollection] ?? 1,
  },
});

export type SiteIndex = MiniSearch<SearchDocument>;

export const buildIndex = (documents: readonly SearchDocument[], stem: Stemmer): SiteIndex => {
  const index = new MiniSearch<SearchDocument>(indexOptions(stem));
  index.addAll(documents);
  return index;
};

/** The index as JSON, for the browser. */
export const serialiseIndex = (index: SiteIndex): string => JSON.stringify(index);

export const loadIndex = (json: string, stem: Stemmer): SiteIndex =>
  MiniSearch.loadJSON<SearchDocument>(json, indexOptions(stem));

const toHit = (result: SearchResult): SearchHit => ({
  id: String(result.id),
  collection: result.collection as SearchCollection,
  title: String(result.title),
  url: String(result.url),
  summary: String(result.summary ?? ''),
  score: result.score,
  terms: result.terms,
});

/**
 * Items matching a query, best first: items with every word first; only when
 * none has them all, items with any of them.
 */
export const queryIndex = (index: SiteIndex, query: string): SearchHit[] => {
  const all = index.search(query, { combineWith: 'AND' });
  return (all.length ? all : index.search(query, { combineWith: 'OR' })).map(toHit);
};

/**
 * How each indexed word is most often written in titles, headings and
 * keywords (`kubernet` → `Kubernetes`), so a correction reads as words.
 */
export const surfaceForms = (documents: readonly SearchDocument[], stem: Stemmer): Map<string, string> => {
  const counts = new Map<string, Map<string, number>>();
  for (const document of documents)
    for (const word of splitWords(`${document.title} ${document.headings} ${document.keywords}`)) {
      const term = normaliseTerm(word, stem);
      if (!term) continue;
      const forms = counts.get(term) ?? new Map<string, number>();
      forms.set(word, (forms.get(word) ?? 0) + 1);
      counts.set(term, forms);
    }
  return new Map([...counts].map(([term, forms]) => [term, [...forms].sort((a, b) => b[1] - a[1])[0]?.[0] as string]));
};

/**
 * "Did you mean": when the words typed match nothing, the closest words the
 * index has, as they are written on the site; null when there is none.
 */
export const correctQuery = (index: SiteIndex, query: string, forms: ReadonlyMap<string, string>): string | null => {
  const [best] = index.autoSuggest(query, { fuzzy: 0.34, maxFuzzy: 3, prefix: false, combineWith: 'AND' });
  if (!best) return null;
  const words = best.terms.map((term) => forms.get(term));
  if (words.some((word) => !word)) return null;
  const corrected = words.join(' ');
  return corrected.toLowerCase() === query.trim().toLowerCase() ? null : corrected;
};
