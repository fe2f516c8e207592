import type { DatabaseSync } from 'node:sqlite';
import { type Locale, localeCodes } from '#intl/locales.ts';
import type { ContentSource } from '#src/lib/content/query.ts';
import { searchDocuments } from './search-documents.ts';
import { searchWriter } from './search-store.ts';
import { loadStemmer, type Stemmer } from './terms.ts';

/**
 * Writes the site search's FTS5 tables of every locale into `db` (at build, into the content
 * database: `server/build/content-store-plugin.ts`), so the server indexes nothing at run time.
 * `stemmerOf` lets the build pass stemmers imported statically (its module runner is closed by the
 * time the bundle is written, so the lazy imports of `loadStemmer` would fail there).
 */
export const writeSearchTables = async (
  db: DatabaseSync,
  source: ContentSource,
  stemmerOf: (locale: Locale) => Stemmer | Promise<Stemmer> = loadStemmer,
): Promise<void> => {
  for (const locale of localeCodes) {
    const writer = searchWriter(db, locale, await stemmerOf(locale));
    const entries = await searchDocuments(source, locale);
    for (let at = 0; at < entries.length; at += 500) writer.add(entries.slice(at, at + 500).map((entry) => entry()));
    while (!writer.finish(10_000));
  }
};
