import type { DatabaseSync } from 'node:sqlite';
import { openSqlite } from '#server/sqlite.ts';
import type { ContentSource } from '#src/lib/content/query.ts';

export type ViewCollection = 'tutorials' | 'news';

/** Adds one view to a content item; answers false when the item does not exist. */
export type ViewCounter = (collection: ViewCollection, locale: string, itemPath: string) => Promise<boolean>;

/**
 * The embedded source's counter: a durable SQLite table beside the form
 * outbox (WAL, synchronous commits), so counts survive restarts. The count
 * shown to editors is the file's `views` plus this table's.
 */
export const sqliteViewCounter = (file: string, exists: (c: ViewCollection, locale: string, p: string) => Promise<boolean>) => {
  let db: DatabaseSync | undefined;
  const open = () => {
    if (db) return db;
    db = openSqlite(file);
    db.exec(`
      CREATE TABLE IF NOT EXISTS content_views (
        collection TEXT NOT NULL,
        locale TEXT NOT NULL,
        path TEXT NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (collection, locale, path)
      );
    `);
    return db;
  };
  const count: ViewCounter = async (collection, locale, itemPath) => {
    if (!(await exists(collection, locale, itemPath))) return false;
    open()
      .prepare(
        'INSERT INTO content_views (collection, locale, path, views) VALUES (?, ?, ?, 1) ON CONFLICT (collection, locale, path) DO UPDATE SET views = views + 1',
      )
      .run(collection, locale, itemPath);
    return true;
  };
  const viewsOf = (collection: ViewCollection, locale: string, itemPath: string): number =>
    Number(
      (
        open()
          .prepare('SELECT views FROM content_views WHERE collection = ? AND locale = ? AND path = ?')
          .get(collection, locale, itemPath) as { views: number } | undefined
      )?.views ?? 0,
    );
  return { count, viewsOf };
};

/**
 * Directus's counter (spec §7): read the item's id and views, then
 * `PATCH /items/<collection>/{id}` with `views + 1`. Directus has no atomic
 * increment, so two simultaneous views may count once; that is accepted.
 */
export const directusViewCounter =
  (
    source: Pick<ContentSource, 'items'> & {
      patch(collection: ViewCollection, id: string | number, body: Record<string, unknown>): Promise<void>;
    },
  ): ViewCounter =>
  async (collection, locale, itemPath) => {
    const { data } = await source.items(collection, {
      filter: { _and: [{ status: { _eq: 'published' } }, { locale: { _eq: locale } }, { path: { _eq: itemPath } }] },
      fields: ['id', 'views'],
      limit: 1,
    });
    const item = data[0];
    if (!item) return false;
    await source.patch(collection, item.id as string | number, { views: Number(item.views ?? 0) + 1 });
    return true;
  };
