import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { type Locale, localeCodes } from '#intl/locales.ts';
import { collectionBoosts, fieldBoosts, type SearchCollection, type SearchDocument } from './search-index.ts';
import { normaliseTerm, type Stemmer, splitWords } from './terms.ts';

/**
 * The site search as SQLite FTS5 tables (issue 23), in the content database (`dist/content.sqlite`,
 * written at build) or in a database of its own filled in slices (Directus, development):
 *
 * - `search_items`: what a result shows (title, url, summary, body text for snippets) and when it may
 *   be shown (`publish_after`, `draft`), one row per item and locale;
 * - `search_<locale>_<field>`: FTS5 over the item's words as the index stores them (lower case, stemmed
 *   in the locale's language, without accents), a table per field (title, headings, keywords, body),
 *   so `bm25` weighs a title match against the length of titles, not of whole items (a long
 *   tutorial's title counts as much as an app's, as in the per-field BM25 the search had before);
 *   an item's score is the sum of its fields' `bm25`, each times the field's boost;
 * - `search_terms`: every indexed word of a locale once, with the number of items holding it and how it
 *   is most often written in titles, headings and keywords (`kubernet` → `Kubernetes`), so a
 *   correction reads as words; `search_<locale>_trigrams` indexes them with the `trigram` tokenizer,
 *   so a word with a typo finds the words it is close to without scanning the vocabulary.
 */

/** The table of a locale (`pt-br` → `search_pt_br`). */
const table = (locale: Locale): string => `search_${locale.replace('-', '_')}`;

/** The indexed fields, each in an FTS5 table of its own. */
const fields = ['title', 'headings', 'keywords', 'body'] as const;
type Field = (typeof fields)[number];
const fieldTable = (locale: Locale, field: Field): string => `${table(locale)}_${field}`;

const schemaOf = (locale: Locale): string => `
  ${fields
    .map(
      (field) => `
  CREATE VIRTUAL TABLE ${fieldTable(locale, field)} USING fts5(
    words, content='', contentless_delete=1, tokenize="unicode61 remove_diacritics 0"
  );
  CREATE VIRTUAL TABLE ${fieldTable(locale, field)}_vocabulary USING fts5vocab(${fieldTable(locale, field)}, 'row');`,
    )
    .join('')}
  CREATE VIRTUAL TABLE ${table(locale)}_trigrams USING fts5(
    term, content='search_terms', content_rowid='row', tokenize='trigram'
  );
`;

const schema = `
  CREATE TABLE IF NOT EXISTS search_items (
    row INTEGER PRIMARY KEY,
    locale TEXT NOT NULL,
    id TEXT NOT NULL,
    collection TEXT NOT NULL,
    title TEXT NOT NULL,
    url TEXT NOT NULL,
    summary TEXT NOT NULL,
    body TEXT NOT NULL,
    publish_after REAL,
    draft INTEGER NOT NULL
  ) STRICT;
  CREATE UNIQUE INDEX IF NOT EXISTS search_items_by_id ON search_items (locale, id);
  CREATE TABLE IF NOT EXISTS search_terms (
    row INTEGER PRIMARY KEY,
    locale TEXT NOT NULL,
    term TEXT NOT NULL,
    form TEXT,
    documents INTEGER NOT NULL
  ) STRICT;
  CREATE UNIQUE INDEX IF NOT EXISTS search_terms_by_term ON search_terms (locale, term);
`;

/** One item to index: a search document and when it may be shown. */
export type SearchEntry = SearchDocument & {
  /** Not shown before this time, less the three hours ahead tutorials are shown (spec §5); null: always. */
  publishAfter: number | null;
  /** A marketplace draft: shown off production only. */
  draft: boolean;
};

/** The words of a text as the index stores them, space-separated. */
export const indexedWords = (text: string, stem: Stemmer): string =>
  splitWords(text)
    .map((word) => normaliseTerm(word, stem))
    .filter((term): term is string => term !== null)
    .join(' ');

/** Creates the search tables of every locale in `db` (once). */
export const createSearchTables = (db: DatabaseSync): void => {
  const exists = db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'search_items'`).get();
  if (exists) return;
  db.exec(schema);
  for (const locale of localeCodes) db.exec(schemaOf(locale));
};

/**
 * A writer for one locale: `add` indexes a slice of items (one transaction each, so a caller may
 * yield between slices), `finish` writes the terms table from the vocabulary and the surface forms.
 */
export const searchWriter = (db: DatabaseSync, locale: Locale, stem: Stemmer) => {
  createSearchTables(db);
  const fts = table(locale);
  const insertItem = db.prepare(
    `INSERT INTO search_items (locale, id, collection, title, url, summary, body, publish_after, draft)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertWords = fields.map((field) => db.prepare(`INSERT INTO ${fieldTable(locale, field)} (rowid, words) VALUES (?, ?)`));
  /** How each indexed word is written in titles, headings and keywords, counted. */
  const forms = new Map<string, Map<string, number>>();
  let lastTerm = '';
  return {
    add(entries: readonly SearchEntry[]) {
      db.exec('BEGIN');
      try {
        for (const entry of entries) {
          const { lastInsertRowid } = insertItem.run(
            locale,
            entry.id,
            entry.collection,
            entry.title,
            entry.url,
            entry.summary,
            entry.body,
            entry.publishAfter,
            entry.draft ? 1 : 0,
          );
          fields.forEach((field, at) => {
            const words = indexedWords(entry[field], stem);
            if (words) insertWords[at]?.run(lastInsertRowid, words);
          });
          for (const word of splitWords(`${entry.title} ${entry.headings} ${entry.keywords}`)) {
            const term = normaliseTerm(word, stem);
            if (!term) continue;
            const counts = forms.get(term) ?? new Map<string, number>();
            counts.set(word, (counts.get(word) ?? 0) + 1);
            forms.set(term, counts);
          }
        }
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    /**
     * Writes up to `slice` more words of the vocabulary into the terms tables (with their surface
     * forms); true once every word is written. Call it until it answers true, after the last `add`.
     */
    finish(slice: number): boolean {
      const words = db
        .prepare(
          `SELECT term, max(doc) AS doc FROM (${fields
            .map((field) => `SELECT term, doc FROM ${fieldTable(locale, field)}_vocabulary WHERE term > ?1`)
            .join(' UNION ALL ')}) GROUP BY term ORDER BY term LIMIT ?2`,
        )
        .all(lastTerm, slice) as { term: string; doc: number }[];
      const insertTerm = db.prepare('INSERT INTO search_terms (locale, term, form, documents) VALUES (?, ?, ?, ?)');
      const insertTrigrams = db.prepare(`INSERT INTO ${fts}_trigrams (rowid, term) VALUES (?, ?)`);
      db.exec('BEGIN');
      try {
        for (const { term, doc } of words) {
          const counts = forms.get(term);
          const form = counts ? ([...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null) : null;
          insertTrigrams.run(insertTerm.run(locale, term, form, doc).lastInsertRowid, term);
          lastTerm = term;
        }
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
      if (words.length < slice) {
        forms.clear();
        return true;
      }
      return false;
    },
  };
};

/** Whether `db` holds search tables with items of `locale`. */
export const hasSearchIndex = (db: DatabaseSync, locale: Locale): boolean => {
  const exists = db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'search_items'`).get();
  return Boolean(exists && db.prepare('SELECT 1 FROM search_items WHERE locale = ? LIMIT 1').get(locale));
};

/** Edit distance of two words (Levenshtein), giving up (Infinity) past `max`. */
export const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return Number.POSITIVE_INFINITY;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return Number.POSITIVE_INFINITY;
    previous = current;
  }
  const distance = previous[b.length] as number;
  return distance > max ? Number.POSITIVE_INFINITY : distance;
};

/** An FTS5 string literal. */
const quoted = (term: string): string => `"${term.replaceAll('"', '""')}"`;

/** Trigrams of a word, as the `trigram` tokenizer splits it. */
const trigrams = (term: string): string[] => {
  const chars = [...term];
  const grams = new Set<string>();
  for (let at = 0; at + 3 <= chars.length; at++) grams.add(chars.slice(at, at + 3).join(''));
  return [...grams];
};

export type StoreHit = {
  row: number;
  id: string;
  collection: SearchCollection;
  title: string;
  url: string;
  summary: string;
  score: number;
};

/** What a word typed matches: itself, words it begins (3 letters or more), words one or two typos away (6 or more). */
type WordMatch = { term: string; prefix: boolean; fuzzy: { term: string; distance: number }[] };

/** How much of a body its snippet is looked for in. */
const snippetScope = 4_000;

/** How many candidate words a typo's trigrams bring back before their distance is checked. */
const fuzzyCandidates = 64;

/** Queries over the search tables of a database (built or filled in memory). */
export const createSearchStore = (db: DatabaseSync) => {
  const statements = new Map<string, StatementSync>();
  const statement = (sql: string): StatementSync => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = db.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };

  /** Indexed words close to `term`: at most `max` edits, nearest and most used first. */
  const closeWords = (locale: Locale, term: string, max: number): { term: string; distance: number; documents: number }[] => {
    const grams = trigrams(term);
    if (!grams.length) return [];
    const trigramTable = `${table(locale)}_trigrams`;
    const candidates = statement(
      `SELECT t.term, t.documents FROM ${trigramTable} JOIN search_terms t ON t.row = ${trigramTable}.rowid
       WHERE ${trigramTable} MATCH ? ORDER BY rank LIMIT ${fuzzyCandidates}`,
    ).all(grams.map(quoted).join(' OR ')) as { term: string; documents: number }[];
    return candidates
      .map((candidate) => ({ ...candidate, distance: editDistance(term, candidate.term, max) }))
      .filter((candidate) => candidate.distance <= max)
      .sort((a, b) => a.distance - b.distance || b.documents - a.documents);
  };

  const wordMatch = (locale: Locale, term: string): WordMatch => {
    const length = [...term].length;
    // As the header box always did: words typed so far complete; longer words forgive a typo or two.
    const maxEdits = length >= 6 ? Math.min(2, Math.round(length * 0.2)) : 0;
    return {
      term,
      prefix: length >= 3,
      fuzzy: maxEdits ? closeWords(locale, term, maxEdits).filter((close) => close.term !== term) : [],
    };
  };

  /** An FTS5 expression matching any form of any of the words. */
  const matchExpression = (words: readonly WordMatch[]): string =>
    words
      .map(({ term, prefix, fuzzy }) => {
        const alternatives = [quoted(term), ...(prefix ? [`${quoted(term)}*`] : []), ...fuzzy.map((close) => quoted(close.term))];
        return `(${alternatives.join(' OR ')})`;
      })
      .join(' OR ');

  /** Rows of a locale matching an FTS5 expression in any field, with their fields' `bm25` summed. */
  const scored = (locale: Locale, expression: string): Map<number, number> => {
    const scores = new Map<number, number>();
    for (const field of fields) {
      const rows = statement(
        `SELECT rowid AS row, -bm25(${fieldTable(locale, field)}) * ${fieldBoosts[field]} AS score
         FROM ${fieldTable(locale, field)} WHERE ${fieldTable(locale, field)} MATCH ?`,
      ).all(expression) as { row: number; score: number }[];
      for (const { row, score } of rows) scores.set(row, (scores.get(row) ?? 0) + score);
    }
    return scores;
  };

  /** Rows of a locale holding one word typed (in any of its forms), in any field. */
  const holding = (locale: Locale, expression: string): Set<number> =>
    new Set(
      (
        statement(
          fields
            .map((field) => `SELECT rowid AS row FROM ${fieldTable(locale, field)} WHERE ${fieldTable(locale, field)} MATCH ?1`)
            .join(' UNION '),
        ).all(expression) as { row: number }[]
      ).map(({ row }) => row),
    );

  /** The rows that may be shown now, best first, with what a result shows. */
  const shown = (scores: ReadonlyMap<number, number>, visibleAt: number, production: boolean): StoreHit[] => {
    if (!scores.size) return [];
    const items = statement(
      `SELECT row, id, collection, title, url, summary FROM search_items
       WHERE row IN (SELECT value FROM json_each(?))
         AND (publish_after IS NULL OR publish_after <= ?)
         AND (draft = 0 OR ?)`,
    ).all(JSON.stringify([...scores.keys()]), visibleAt, production ? 0 : 1) as Omit<StoreHit, 'score'>[];
    return items
      .map((item) => ({ ...item, score: (scores.get(item.row) ?? 0) * (collectionBoosts[item.collection] ?? 1) }))
      .sort((a, b) => b.score - a.score || a.row - b.row);
  };

  const run = (locale: Locale, words: readonly WordMatch[], visibleAt: number, production: boolean): StoreHit[] => {
    const scores = scored(locale, matchExpression(words));
    if (words.length > 1) {
      // Items with every word first; only when none has them all, items with any of them.
      const every = new Map(scores);
      for (const word of words) {
        const rows = holding(locale, matchExpression([word]));
        for (const row of every.keys()) if (!rows.has(row)) every.delete(row);
        if (!every.size) break;
      }
      const hits = shown(every, visibleAt, production);
      if (hits.length) return hits;
    }
    return shown(scores, visibleAt, production);
  };

  return {
    /**
     * Items matching the words of a query (already normalised, in order), best first: items with
     * every word first; only when none has them all, items with any of them. `terms` tells a
     * highlighter which indexed words count as a match.
     */
    search(
      locale: Locale,
      terms: readonly string[],
      { visibleAt, production }: { visibleAt: number; production: boolean },
    ): { hits: StoreHit[]; matches: (term: string) => boolean } {
      const words = terms.map((term) => wordMatch(locale, term));
      const exact = new Set(words.flatMap((word) => [word.term, ...word.fuzzy.map((close) => close.term)]));
      const prefixes = words.filter((word) => word.prefix).map((word) => word.term);
      const matches = (term: string) => exact.has(term) || prefixes.some((prefix) => term.startsWith(prefix));
      if (!words.length) return { hits: [], matches };
      return { hits: run(locale, words, visibleAt, production), matches };
    },

    /**
     * The opening of an item's body text (`snippetScope` characters), where its snippet is looked
     * for: a snippet's cost is that of the words it reads, so it does not grow with an item's length.
     */
    body(row: number): string {
      return (
        (
          statement(`SELECT substr(body, 1, ${snippetScope}) AS body FROM search_items WHERE row = ?`).get(row) as
            | { body: string }
            | undefined
        )?.body ?? ''
      );
    },

    /**
     * "Did you mean": the closest indexed word to each word typed (a third of its letters may
     * differ, up to three), as written on the site, when together they find something; else null.
     */
    correction(locale: Locale, terms: readonly string[], options: { visibleAt: number; production: boolean }): string | null {
      const words: string[] = [];
      const chosen: WordMatch[] = [];
      for (const term of terms) {
        const max = Math.min(3, Math.round([...term].length * 0.34));
        const closest = closeWords(locale, term, max).find((close) => {
          const form = (
            statement('SELECT form FROM search_terms WHERE locale = ? AND term = ?').get(locale, close.term) as
              | { form: string | null }
              | undefined
          )?.form;
          if (form) words.push(form);
          return Boolean(form);
        });
        if (!closest) return null;
        chosen.push({ term: closest.term, prefix: false, fuzzy: [] });
      }
      const found = run(locale, chosen, options.visibleAt, options.production);
      if (!found.length) return null;
      return words.join(' ');
    },
  };
};

export type SearchStore = ReturnType<typeof createSearchStore>;
