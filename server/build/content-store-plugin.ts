import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import type { Plugin } from 'vite';
import type { Locale } from '#intl/locales.ts';
import { createContentStore, writeContentStore } from '#src/lib/content/files/content-store.ts';
import { loadContent } from '#src/lib/content/files/load-content.ts';
import { readContentDir } from '#src/lib/content/files/read-content-dir.ts';
import { writeSearchTables } from '#src/lib/search/build-search-tables.ts';

/** The stemmers of `terms.ts`, imported up front for the build. */
const stemmers: Record<Locale, (word: string) => string> = {
  'en-us': english,
  de: german,
  es: spanish,
  fr: french,
  it: italian,
  nl: dutch,
  'pt-br': portuguese,
};

/**
 * Writes `content/` into `dist/content.sqlite` at the end of `waku build` (issue 23): the file
 * source opens it read-only at run time instead of bundling the files into the server code, and
 * the site search queries its FTS5 tables. The database is written once per build (the files read
 * once, every locale indexed once) and copied after each environment's bundle (later ones may clear
 * the output), through a temporary file and a rename, so a server never opens half a database.
 */
export const contentStore = (): Plugin => {
  let written: string | undefined;
  return {
    name: 'nuvora:content-store',
    apply: 'build',
    async closeBundle() {
      if (!written || !existsSync(written)) {
        const rows = loadContent(readContentDir(path.resolve('content')));
        const file = path.join(tmpdir(), `nuvora-content-${process.pid}.sqlite`);
        rmSync(file, { force: true });
        const db = new DatabaseSync(file);
        try {
          writeContentStore(db, rows);
          // Indexed from the rows just written, through the query model, as the server would read them.
          const store = createContentStore(db);
          await writeSearchTables(
            db,
            {
              kind: 'files',
              items: async (collection, query) => store.items(collection, query, new Date()),
              assetUrl: (file) => file,
            },
            (locale) => stemmers[locale],
          );
          db.exec('ANALYZE');
        } finally {
          db.close();
        }
        written = file;
        process.once('exit', () => rmSync(file, { force: true }));
      }
      const target = path.resolve('dist', 'content.sqlite');
      mkdirSync(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      copyFileSync(written, temporary);
      renameSync(temporary, target);
    },
  };
};
