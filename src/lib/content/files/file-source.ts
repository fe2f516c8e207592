import '#server-only';
import { existsSync, watch } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Collection, ContentSource } from '#src/lib/content/query.ts';
import { type ContentStore, createContentStore, writeContentStore } from './content-store.ts';
import { loadContent } from './load-content.ts';
import { readContentDir } from './read-content-dir.ts';
import type { Collections } from './relations.ts';

/** Where `npm run build` writes the content database (`server/build/content-store-plugin.ts`); the server runs from the project root. */
export const contentStoreFile = (): string => path.resolve('dist', 'content.sqlite');

const written = new WeakMap<Collections, ContentStore>();

/**
 * Linked rows written into an in-memory database: the dev server, the build's prerender, tests.
 * Written once per rows object: rows changed after their first query are not seen.
 */
export const inMemoryStore = (rows: Collections): ContentStore => {
  let store = written.get(rows);
  if (!store) {
    const db = new DatabaseSync(':memory:');
    writeContentStore(db, rows);
    store = createContentStore(db);
    written.set(rows, store);
  }
  return store;
};

/** Whether this is `waku dev` or vitest (Vite sets `import.meta.env.DEV`), not the production server. */
const development = (): boolean => (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV === true;

/**
 * The built database, opened read-only (its pages live in SQLite's cache, not the V8 heap), or,
 * in development or before a build has written one, the files of `content/` read, checked and
 * written to memory.
 */
let built: DatabaseSync | null | undefined;

/**
 * The database `npm run build` wrote, opened read-only once per process; null under `waku dev` and
 * vitest (a database left by an earlier build would be stale) or before a build. The content store
 * and the site search (its FTS5 tables) read it.
 */
export const builtContentDatabase = (): DatabaseSync | null => {
  if (built === undefined) {
    const file = contentStoreFile();
    built = !development() && existsSync(file) ? new DatabaseSync(file, { readOnly: true }) : null;
  }
  return built;
};

const builtStore = (): ContentStore => {
  const db = builtContentDatabase();
  if (db) return createContentStore(db);
  return inMemoryStore(loadContent(readContentDir(path.resolve('content'))));
};

let shared: ContentStore | undefined;
let watching = false;

/** Calls `onEdit` on any change below `dir` (its whole tree), without keeping the process alive. */
export const watchEdits = (dir: string, onEdit: () => void): void => {
  try {
    watch(dir, { recursive: true }, onEdit).unref();
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', msg: `${dir} not watched: restart to see edits`, error: String(error) }));
  }
};

/**
 * Under `waku dev`, an editor's saved file is on the next page: any change below `content/` drops
 * the in-memory store, and the next query reads the files again (what Vite's reload of the bundled
 * files did before the store).
 */
const forgetOnEdit = (): void => {
  if (watching || !development()) return;
  watching = true;
  watchEdits(path.resolve('content'), () => {
    shared = undefined;
  });
};

/**
 * The embedded source: the files of `content/`, queried with the Directus query model. `collections`
 * (tests) gives the linked rows to query instead of the built database.
 */
export const createFileSource = (collections?: () => Collections, clock: () => Date = () => new Date()): ContentSource => {
  let given: ContentStore | undefined;
  const open = (): ContentStore => {
    if (collections) {
      given ??= inMemoryStore(collections());
      return given;
    }
    forgetOnEdit();
    shared ??= builtStore();
    return shared;
  };
  return {
    kind: 'files',
    async items(collection: Collection, query) {
      return open().items(collection, query, clock());
    },
    assetUrl: (file) => file,
  };
};
