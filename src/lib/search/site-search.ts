import '#server-only';
import { createHash } from 'node:crypto';
import type { Locale } from '#intl/locales.ts';
import { contentConfig, contentSource } from '#src/lib/content/content-source.ts';
import type { ContentSource } from '#src/lib/content/query.ts';
import { searchTerm } from '#src/lib/content/rules.ts';
import { timing } from '#src/lib/timing.ts';
import { searchDocuments } from './search-documents.ts';
import {
  buildIndex,
  correctQuery,
  queryIndex,
  type SearchCollection,
  type SearchDocument,
  type SiteIndex,
  searchCollections,
  serialiseIndex,
  surfaceForms,
} from './search-index.ts';
import { type Highlighted, highlight, type Normalise, snippet } from './snippet.ts';
import { loadStemmer, normaliseTerm } from './terms.ts';

/** Items listed per collection on the all-collections results page; one collection's page lists up to `maxResults`. */
export const resultsPerGroup = 5;
export const maxResults = 50;
/** Longer queries are cut here (the header box and the page's field have the same limit). */
export const maxQueryLength = 100;

export type SearchResultItem = {
  id: string;
  collection: SearchCollection;
  url: string;
  title: Highlighted;
  snippet: Highlighted;
};
export type SearchGroup = { collection: SearchCollection; total: number; items: SearchResultItem[] };
export type SearchOutcome = {
  term: string;
  total: number;
  groups: SearchGroup[];
  /** "Did you mean": only when nothing matched. */
  correction: string | null;
};

type LocaleIndex = {
  index: SiteIndex;
  documents: ReadonlyMap<string, SearchDocument>;
  forms: ReadonlyMap<string, string>;
  /** `normaliseTerm` memoised over the words of the content (never over visitors' input), for snippets. */
  normalise: Normalise;
  /** The index for the browser, and its version. */
  json: string;
  etag: string;
  builtAt: number;
};

type SiteSearchOptions = {
  source: () => ContentSource;
  production: boolean;
  /** Rebuild an index older than this on the next search (the content cache cycle); Infinity for embedded content. */
  refreshMs: number;
  now?: () => number;
};

const versionOf = (json: string): string => `"${createHash('sha1').update(json).digest('base64url')}"`;

/**
 * The site search of one process: an index per locale over docs, tutorials,
 * marketplace and blog, built on first use from the content source and
 * rebuilt in the background once older than `refreshMs` (stale while it is
 * rebuilt; a failed rebuild keeps the last index).
 */
export const createSiteSearch = ({ source, production, refreshMs, now = Date.now }: SiteSearchOptions) => {
  const indexes = new Map<Locale, Promise<LocaleIndex>>();
  const rebuilding = new Set<Locale>();

  const build = async (locale: Locale): Promise<LocaleIndex> => {
    const [documents, stem] = await Promise.all([searchDocuments(source(), locale, { production }), loadStemmer(locale)]);
    const index = buildIndex(documents, stem);
    const json = serialiseIndex(index);
    const terms = new Map<string, string | null>();
    return {
      index,
      documents: new Map(documents.map((document) => [document.id, document])),
      forms: surfaceForms(documents, stem),
      normalise: (word) => {
        let term = terms.get(word);
        if (term === undefined) {
          term = normaliseTerm(word, stem);
          terms.set(word, term);
        }
        return term;
      },
      json,
      etag: versionOf(json),
      builtAt: now(),
    };
  };

  const localeIndex = async (locale: Locale): Promise<LocaleIndex> => {
    let pending = indexes.get(locale);
    if (!pending) {
      pending = build(locale);
      indexes.set(locale, pending);
      pending.catch(() => indexes.delete(locale));
      return pending;
    }
    const current = await pending;
    if (now() - current.builtAt > refreshMs && !rebuilding.has(locale)) {
      rebuilding.add(locale);
      build(locale)
        .then((fresh) => indexes.set(locale, Promise.resolve(fresh)))
        .catch((error) =>
          console.error(JSON.stringify({ level: 'error', msg: 'search index not rebuilt', locale, error: String(error) })),
        )
        .finally(() => rebuilding.delete(locale));
    }
    return current;
  };

  /**
   * Results for a query, grouped by collection, groups ordered by their best
   * match; null when no word of two characters or more is left (spec §5).
   * With `collection`, only that group, up to `maxResults`.
   */
  const search = async (locale: Locale, query: string, collection?: SearchCollection): Promise<SearchOutcome | null> => {
    const term = searchTerm(query.slice(0, maxQueryLength));
    if (!term) return null;
    const { index, documents, forms, normalise } = await localeIndex(locale);
    const hits = queryIndex(index, term);
    const groups = searchCollections
      .map((name) => {
        const inGroup = hits.filter((hit) => hit.collection === name);
        const shown = collection ? (name === collection ? inGroup.slice(0, maxResults) : []) : inGroup.slice(0, resultsPerGroup);
        return {
          collection: name,
          total: inGroup.length,
          best: inGroup[0]?.score ?? 0,
          items: shown.map((hit): SearchResultItem => {
            const terms = new Set(hit.terms);
            return {
              id: hit.id,
              collection: hit.collection,
              url: hit.url,
              title: highlight(hit.title, terms, normalise),
              snippet: snippet(documents.get(hit.id)?.body || hit.summary, terms, normalise),
            };
          }),
        };
      })
      .filter((group) => group.total > 0 && (!collection || group.collection === collection))
      .sort((a, b) => b.best - a.best)
      .map(({ best: _, ...group }) => group);
    return {
      term,
      total: hits.length,
      groups,
      correction: hits.length ? null : correctQuery(index, term, forms),
    };
  };

  const browserIndex = async (locale: Locale): Promise<{ json: string; etag: string }> => {
    const { json, etag } = await localeIndex(locale);
    return { json, etag };
  };

  /** Builds the indexes ahead of the first search, one locale after another. */
  const warm = async (locales: readonly Locale[]) => {
    for (const locale of locales)
      await localeIndex(locale).catch((error) =>
        console.error(JSON.stringify({ level: 'error', msg: 'search index not built', locale, error: String(error) })),
      );
  };

  return { search, browserIndex, warm };
};

export type SiteSearch = ReturnType<typeof createSiteSearch>;

let shared: SiteSearch | undefined;

/** The process's site search over its content source (rebuilt on the content cache cycle when that is Directus). */
export const siteSearch = (): SiteSearch => {
  shared ??= createSiteSearch({
    source: contentSource,
    production: !contentConfig.preview,
    refreshMs: contentConfig.apiUrl ? timing.renderCacheTtlMs : Number.POSITIVE_INFINITY,
  });
  return shared;
};
