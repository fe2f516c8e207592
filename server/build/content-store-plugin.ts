import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Plugin } from 'vite';
import { writeContentStore } from '#src/lib/content/files/content-store.ts';
import { loadContent } from '#src/lib/content/files/load-content.ts';
import { readContentDir } from '#src/lib/content/files/read-content-dir.ts';
import type { Collections } from '#src/lib/content/files/relations.ts';

/**
 * Writes `content/` into `dist/content.sqlite` at the end of `waku build` (issue 23): the file
 * source opens it read-only at run time instead of bundling the files into the server code.
 * Written after each environment's bundle (later ones may clear the output), through a temporary
 * file and a rename, so a server never opens half a database. The files are read once per build.
 */
export const contentStore = (): Plugin => {
  let rows: Collections | undefined;
  return {
    name: 'nuvora:content-store',
    apply: 'build',
    closeBundle() {
      rows ??= loadContent(readContentDir(path.resolve('content')));
      const file = path.resolve('dist', 'content.sqlite');
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      rmSync(temporary, { force: true });
      const db = new DatabaseSync(temporary);
      try {
        writeContentStore(db, rows);
      } finally {
        db.close();
      }
      renameSync(temporary, file);
    },
  };
};
