import '#server-only';
import { existsSync } from 'node:fs';
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

/**
 * The built database, opened read-only (its pages live in SQLite's cache, not the V8 heap), or,
 * in development or before a build has written one, the files of `content/` read, checked and
 * written to memory.
 */
const builtStore = (): ContentStore => {
  const file = contentStoreFile();
  // Under `waku dev` and vitest, the files themselves: a database left by an earlier build would be stale.
  const development = (import.meta as ImportMeta & { env?: { DEV?: boolean } }).env?.DEV === true;
  if (!development && existsSync(file)) return createContentStore(new DatabaseSync(file, { readOnly: true }));
  return inMemoryStore(loadContent(readContentDir(path.resolve('content'))));
};

let shared: ContentStore | undefined;

/**
 * The embedded source: the files of `content/`, queried with the Directus query model. `collections`
 * (tests) gives the linked rows to query instead of the built database.
 */
export const createFileSource = (collections?: () => Collections, clock: () => Date = () => new Date()): ContentSource => {
  let store: ContentStore | undefined;
  const open = (): ContentStore => {
    if (collections) store ??= inMemoryStore(collections());
    else store ??= shared ??= builtStore();
    return store;
  };
  return {
    kind: 'files',
    async items(collection: Collection, query) {
      return open().items(collection, query, clock());
    },
    assetUrl: (file) => file,
  };
};
