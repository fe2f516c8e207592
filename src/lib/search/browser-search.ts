import type { Locale } from '#intl/locales.ts';
import { loadIndex, queryIndex, type SearchHit } from './search-index.ts';
import { loadStemmer } from './terms.ts';

export type BrowserSearch = { suggest(query: string, limit: number): SearchHit[] };

/**
 * The header box's search, in the browser: this module (MiniSearch and the
 * locale's stemmer) and the locale's index load only when the box is first
 * used.
 */
export const openBrowserSearch = async (locale: Locale, indexUrl: string): Promise<BrowserSearch> => {
  const [json, stem] = await Promise.all([
    fetch(indexUrl).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    }),
    loadStemmer(locale),
  ]);
  const index = loadIndex(json, stem);
  return { suggest: (query, limit) => queryIndex(index, query).slice(0, limit) };
};
