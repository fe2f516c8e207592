import '#server-only';
import { DatabaseSync } from 'node:sqlite';
import type { Locale } from '#intl/locales.ts';
import { contentConfig, contentSource } from '#src/lib/content/content-source.ts';
import { builtContentDatabase } from '#src/lib/content/files/file-source.ts';
import type { ContentSource } from '#src/lib/content/query.ts';
import { searchTerm } from '#src/lib/content/rules.ts';
import { timing } from '#src/lib/timing.ts';
import { type PendingEntry, searchDocuments } from './search-documents.ts';
import { type SearchCollection, type SuggestedItem, searchCollections } from './search-index.ts';
import { createSearchStore, hasSearchIndex, type SearchStore, searchWriter } from './search-store.ts';
import { type Highlighted, highlight, type Normalise, snippet } from './snippet.ts';
import { loadStemmer, normaliseTerm, type Stemmer, splitWords } from './terms.ts';

/** Items listed per collection on the all-collections results page; one collection's page lists up to `maxResults`. */
export const resultsPerGroup = 5;
export const maxResults = 50;
/** Longer queries are cut here (the header box and the page's field have the same limit). */
export const maxQueryLength = 100;
/** Work done between two turns of the event loop when a locale is indexed at run time. */
export const indexSliceMs = 8;

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
  store: SearchStore;
  stem: Stemmer;
  builtAt: number;
};

type SiteSearchOptions = {
  source: () => ContentSource;
  production: boolean;
  /** Re-index a locale older than this on the next search (the content cache cycle); Infinity for embedded content. */
  refreshMs: number;
  /** The database built with the content (`dist/content.sqlite`), when it holds the search tables; else each locale is indexed at run time. */
  built?: () => DatabaseSync | null;
  now?: () => number;
};

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Indexes a locale into a temporary database of its own (SQLite spills it to disk), item after
 * item, with a turn of the event loop after each `indexSliceMs` of work, so no request waits
 * behind it for longer than one item takes.
 */
const indexAtRunTime = async (entries: readonly PendingEntry[], locale: Locale, stem: Stemmer): Promise<DatabaseSync> => {
  const db = new DatabaseSync('');
  try {
    const writer = searchWriter(db, locale, stem);
    let sliceStarted = performance.now();
    for (const entry of entries) {
      writer.add([entry()]);
      if (performance.now() - sliceStarted >= indexSliceMs) {
        await nextTurn();
        sliceStarted = performance.now();
      }
    }
    while (!writer.finish(500)) await nextTurn();
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
};

/**
 * The site search of one process over docs, tutorials, marketplace and blog, in SQLite FTS5: the
 * tables built with the content when there are some (files), else a locale indexed on first use
 * from the content source, in slices, and re-indexed in the background once older than `refreshMs`
 * (the previous index answers meanwhile; a failed re-index keeps it).
 */
export const createSiteSearch = ({ source, production, refreshMs, built = () => null, now = Date.now }: SiteSearchOptions) => {
  const indexes = new Map<Locale, Promise<LocaleIndex>>();
  const rebuilding = new Set<Locale>();
  const databases = new Map<Locale, DatabaseSync>();

  const build = async (locale: Locale): Promise<LocaleIndex> => {
    const stem = await loadStemmer(locale);
    const prebuilt = built();
    if (prebuilt && hasSearchIndex(prebuilt, locale))
      return { store: createSearchStore(prebuilt), stem, builtAt: Number.POSITIVE_INFINITY };
    const db = await indexAtRunTime(await searchDocuments(source(), locale), locale, stem);
    databases.get(locale)?.close();
    databases.set(locale, db);
    return { store: createSearchStore(db), stem, builtAt: now() };
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

  /** The words of a query as the index stores them, each once, in order. */
  const queryTerms = (term: string, stem: Stemmer): string[] => [
    ...new Set(splitWords(term).flatMap((word) => normaliseTerm(word, stem) ?? [])),
  ];

  /** Where a tutorial's `publish_after` must be for it to be shown now. */
  const visibility = () => ({ visibleAt: now(), production });

  /** `normaliseTerm` memoised over the words of shown titles and snippets (bounded). */
  const normaliser = (stem: Stemmer): Normalise => {
    const terms = new Map<string, string | null>();
    return (word) => {
      let term = terms.get(word);
      if (term === undefined) {
        if (terms.size > 20_000) terms.clear();
        term = normaliseTerm(word, stem);
        terms.set(word, term);
      }
      return term;
    };
  };
  const normalisers = new Map<Stemmer, Normalise>();

  /**
   * Results for a query, grouped by collection, groups ordered by their best
   * match; null when no word of two characters or more is left (spec §5).
   * With `collection`, only that group, up to `maxResults`.
   */
  const search = async (locale: Locale, query: string, collection?: SearchCollection): Promise<SearchOutcome | null> => {
    const term = searchTerm(query.slice(0, maxQueryLength));
    if (!term) return null;
    const { store, stem } = await localeIndex(locale);
    let normalise = normalisers.get(stem);
    if (!normalise) {
      normalise = normaliser(stem);
      normalisers.set(stem, normalise);
    }
    const terms = queryTerms(term, stem);
    const { hits, matches } = store.search(locale, terms, visibility());
    const matched = { has: matches };
    const groups = searchCollections
      .map((name) => {
        const inGroup = hits.filter((hit) => hit.collection === name);
        const shown = collection ? (name === collection ? inGroup.slice(0, maxResults) : []) : inGroup.slice(0, resultsPerGroup);
        return {
          collection: name,
          total: inGroup.length,
          best: inGroup[0]?.score ?? 0,
          items: shown.map(
            (hit): SearchResultItem => ({
              id: hit.id,
              collection: hit.collection,
              url: hit.url,
              title: highlight(hit.title, matched, normalise),
              snippet: snippet(store.body(hit.row) || hit.summary, matched, normalise),
            }),
          ),
        };
      })
      .filter((group) => group.total > 0 && (!collection || group.collection === collection))
      .sort((a, b) => b.best - a.best)
      .map(({ best: _, ...group }) => group);
    return {
      term,
      total: hits.length,
      groups,
      correction: hits.length || !terms.length ? null : store.correction(locale, terms, visibility()),
    };
  };

  /** The header box's suggestions: the best `limit` items, without snippets. */
  const suggest = async (locale: Locale, query: string, limit: number): Promise<SuggestedItem[]> => {
    const term = searchTerm(query.slice(0, maxQueryLength));
    if (!term) return [];
    const { store, stem } = await localeIndex(locale);
    return store
      .search(locale, queryTerms(term, stem), visibility())
      .hits.slice(0, limit)
      .map(({ id, collection, title, url, summary }) => ({ id, collection, title, url, summary }));
  };

  /** Opens or builds the indexes ahead of the first search, one locale after another. */
  const warm = async (locales: readonly Locale[]) => {
    for (const locale of locales)
      await localeIndex(locale).catch((error) =>
        console.error(JSON.stringify({ level: 'error', msg: 'search index not built', locale, error: String(error) })),
      );
  };

  return { search, suggest, warm };
};

export type SiteSearch = ReturnType<typeof createSiteSearch>;

let shared: SiteSearch | undefined;

/** The process's site search over its content source (rebuilt on the content cache cycle when that is Directus). */
export const siteSearch = (): SiteSearch => {
  shared ??= createSiteSearch({
    source: contentSource,
    production: !contentConfig.preview,
    refreshMs: contentConfig.apiUrl ? timing.renderCacheTtlMs : Number.POSITIVE_INFINITY,
    // With Directus the content is not in the built database: each locale is indexed from it.
    built: () => (contentConfig.apiUrl ? null : builtContentDatabase()),
  });
  return shared;
};
