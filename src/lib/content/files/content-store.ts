import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { Collection, Filter, ItemsResult, Query, RawItem } from '#src/lib/content/query.ts';
import { evaluateQuery } from './evaluate.ts';
import type { Collections } from './relations.ts';

/**
 * The content files as a SQLite database (issue 23): one row per item, written at build
 * (`server/build/content-store-plugin.ts` → `dist/content.sqlite`) and opened read-only by the
 * server, so content sits in SQLite's page cache instead of the V8 heap.
 *
 * A query is answered in two steps. SQL narrows the collection with the indexed conditions of the
 * filter that every matching row must meet (`locale`, `status`, `path`, `slug`, `source` equal to a
 * text, docs without a parent); the query model's own evaluator (`evaluate.ts`) then applies the
 * whole query to those rows, so every rule means exactly what it means on the in-memory rows.
 * Rows come back as Directus-shaped objects whose relations (author, topics, related news, FAQ
 * landing pages, docs parent and children, redirect destination) and Markdown body are read from
 * the database when first touched, so a list never loads the text of its items.
 */

type Relation = { field: string; kind: 'one' } | { field: string; kind: 'many'; through: string; emptied?: string };

/** The relations `relations.ts` expands, as Directus answers them. */
const relationsOf: Partial<Record<Collection, Relation[]>> = {
  tutorials: [
    { field: 'author', kind: 'one' },
    { field: 'topics', kind: 'many', through: 'tutorials_topics_id' },
  ],
  news: [
    { field: 'author', kind: 'one' },
    // A related article comes without its own related list.
    { field: 'related', kind: 'many', through: 'related_news_id', emptied: 'related' },
  ],
  faq: [{ field: 'landing_pages', kind: 'many', through: 'landing_pages_id' }],
  docs: [{ field: 'parent', kind: 'one' }],
  docs_redirects: [{ field: 'destination', kind: 'one' }],
};

/** The Markdown body of each collection: read only when a query filters on it or asks for it. */
const bodyOf: Partial<Record<Collection, string>> = {
  tutorials: 'text',
  news: 'text',
  docs: 'article_text',
  faq: 'answer',
  marketplace_items: 'pageContent',
};

/** Text fields kept in indexed columns: an `_eq` on them is answered by SQL first. */
const indexedText = ['locale', 'status', 'path', 'slug', 'source'] as const;

const schema = `
  CREATE TABLE items (
    row INTEGER PRIMARY KEY,
    collection TEXT NOT NULL,
    locale TEXT, status TEXT, path TEXT, slug TEXT, source TEXT,
    parent INTEGER,
    date_created TEXT, installs REAL, sort REAL,
    fields TEXT NOT NULL,
    relations TEXT NOT NULL,
    body TEXT
  ) STRICT;
  CREATE INDEX items_by_locale ON items (collection, locale, status);
  CREATE INDEX items_by_path ON items (collection, path, locale);
  CREATE INDEX items_by_slug ON items (collection, slug, locale);
  CREATE INDEX items_by_source ON items (collection, source);
  CREATE INDEX items_by_parent ON items (collection, parent);
  CREATE INDEX items_newest ON items (collection, locale, date_created);
  CREATE INDEX items_most_installed ON items (collection, locale, installs);
  CREATE INDEX items_menu_order ON items (collection, locale, sort);
`;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Writes linked rows (`loadContent`'s answer) into an empty database. */
export const writeContentStore = (db: DatabaseSync, rows: Collections): void => {
  db.exec(schema);
  const numbers = new Map<RawItem, number>();
  const byId = new Map<string, number>();
  let next = 1;
  for (const [collection, list] of Object.entries(rows) as [Collection, RawItem[]][]) {
    for (const row of list) {
      numbers.set(row, next);
      byId.set(`${collection}|${row.locale}|${row.id}`, next);
      next++;
    }
  }
  /** A related object's row: itself, or (for a copy such as a related article) the row with its id. */
  const rowOf = (value: unknown): number | null => {
    if (!value || typeof value !== 'object') return null;
    const item = value as RawItem;
    const own = numbers.get(item);
    if (own !== undefined) return own;
    for (const collection of Object.keys(rows)) {
      const found = byId.get(`${collection}|${item.locale}|${item.id}`);
      if (found !== undefined) return found;
    }
    throw new Error(`content store: a relation points at an item that is not in the content (${String(item.id)})`);
  };
  const insert = db.prepare(
    `INSERT INTO items (row, collection, locale, status, path, slug, source, parent, date_created, installs, sort, fields, relations, body)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.exec('BEGIN');
  try {
    for (const [collection, list] of Object.entries(rows) as [Collection, RawItem[]][]) {
      const relations = relationsOf[collection] ?? [];
      const body = bodyOf[collection];
      for (const row of list) {
        const fields: RawItem = {};
        const links: Record<string, number | null | (number | null)[]> = {};
        for (const [key, value] of Object.entries(row)) {
          const relation = relations.find((r) => r.field === key);
          // Relations and the body keep their place in the field order; their values live elsewhere.
          if (relation?.kind === 'one') links[key] = rowOf(value);
          else if (relation?.kind === 'many')
            links[key] = ((value as RawItem[] | null) ?? []).map((entry) => rowOf(entry?.[relation.through]));
          fields[key] = relation || key === body || (collection === 'docs' && key === 'children') ? null : value;
        }
        const parent = collection === 'docs' ? (links.parent as number | null) : null;
        insert.run(
          numbers.get(row) as number,
          collection,
          ...indexedText.map((key) => text(row[key])),
          parent,
          text(row.date_created),
          number(row.installs),
          number(row.sort),
          JSON.stringify(fields),
          JSON.stringify(links),
          body ? text(row[body]) : null,
        );
      }
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  db.exec('ANALYZE');
};

type StoredRow = { row: number; collection: string; fields: string; relations: string };

/** The conditions every row matching `filter` meets that an index can answer, as SQL. */
const indexedConditions = (filter: Filter | undefined, collection: Collection): { sql: string[]; params: SQLInputValue[] } => {
  const sql: string[] = [];
  const params: SQLInputValue[] = [];
  const visit = (part: Filter) => {
    for (const [key, condition] of Object.entries(part)) {
      if (condition === undefined) continue;
      if (key === '_and') {
        for (const sub of condition as Filter[]) visit(sub);
        continue;
      }
      if (key === '_or' || typeof condition !== 'object' || condition === null || Array.isArray(condition)) continue;
      const operator = condition as Record<string, unknown>;
      if ((indexedText as readonly string[]).includes(key) && typeof operator._eq === 'string') {
        sql.push(`${key} = ?`);
        params.push(operator._eq);
      } else if (collection === 'docs' && key === 'parent' && operator._null === true && Object.keys(operator).length === 1) {
        sql.push('parent IS NULL');
      }
    }
  };
  if (filter) visit(filter);
  return { sql, params };
};

/**
 * Queries over a content database: the file source's engine. `db` may be a read-only file
 * (production) or an in-memory database written from the files (development, tests).
 */
export const createContentStore = (db: DatabaseSync) => {
  const statements = new Map<string, StatementSync>();
  const statement = (sql: string): StatementSync => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = db.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };
  const columns = 'row, collection, fields, relations';

  /** One query's rows: each stored row becomes one object, shared by every relation that reaches it. */
  const hydrator = () => {
    const seen = new Map<number, RawItem>();
    const lazy = (target: RawItem, key: string, read: () => unknown) => {
      Object.defineProperty(target, key, {
        enumerable: true,
        configurable: true,
        get() {
          const value = read();
          Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
          return value;
        },
        set(value) {
          Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
        },
      });
    };
    const byRow = (row: number | null): RawItem | null => {
      if (row === null) return null;
      const cached = seen.get(row);
      if (cached) return cached;
      const stored = statement(`SELECT ${columns} FROM items WHERE row = ?`).get(row) as StoredRow | undefined;
      return stored ? hydrate(stored) : null;
    };
    const hydrate = (stored: StoredRow, cache = true): RawItem => {
      const cached = cache ? seen.get(stored.row) : undefined;
      if (cached) return cached;
      const collection = stored.collection as Collection;
      const item = JSON.parse(stored.fields) as RawItem;
      if (cache) seen.set(stored.row, item);
      const links = JSON.parse(stored.relations) as Record<string, number | null | (number | null)[]>;
      for (const relation of relationsOf[collection] ?? []) {
        if (!(relation.field in item)) continue;
        const link = links[relation.field];
        if (relation.kind === 'one') lazy(item, relation.field, () => byRow(link as number | null));
        else {
          lazy(item, relation.field, () =>
            ((link as (number | null)[]) ?? []).map((row) => {
              const target = byRow(row);
              if (!target || !relation.emptied) return { [relation.through]: target };
              // Directus answers a related article without its own relations expanded further.
              const copy = hydrate(statement(`SELECT ${columns} FROM items WHERE row = ?`).get(row) as StoredRow, false);
              copy[relation.emptied] = [];
              return { [relation.through]: copy };
            }),
          );
        }
      }
      const body = bodyOf[collection];
      if (body && body in item)
        lazy(
          item,
          body,
          () => (statement('SELECT body FROM items WHERE row = ?').get(stored.row) as { body: string | null }).body,
        );
      if (collection === 'docs' && 'children' in item)
        lazy(item, 'children', () =>
          (
            statement(`SELECT ${columns} FROM items WHERE collection = 'docs' AND parent = ? ORDER BY row`).all(
              stored.row,
            ) as StoredRow[]
          ).map((child) => hydrate(child)),
        );
      return item;
    };
    return hydrate;
  };

  return {
    items(collection: Collection, query: Query, now: Date): ItemsResult {
      const { sql, params } = indexedConditions(query.filter, collection);
      const where = ['collection = ?', ...sql].join(' AND ');
      const stored = statement(`SELECT ${columns} FROM items WHERE ${where} ORDER BY row`).all(
        collection,
        ...params,
      ) as StoredRow[];
      const hydrate = hydrator();
      const result = evaluateQuery(
        stored.map((row) => hydrate(row)),
        query,
        now,
      );
      if (query.meta === 'total_count') {
        const { total } = statement('SELECT count(*) AS total FROM items WHERE collection = ?').get(collection) as {
          total: number;
        };
        result.meta = { total_count: total };
      }
      return result;
    },
  };
};

export type ContentStore = ReturnType<typeof createContentStore>;
