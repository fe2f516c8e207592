import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * Opens the site's SQLite file (created with its folder if missing) in WAL
 * mode with synchronous (FULL) commits: a row is on disk before the write
 * returns, and the outbox and the view counter can share the file.
 */
export const openSqlite = (file: string): DatabaseSync => {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA busy_timeout = 5000;
  `);
  return db;
};
