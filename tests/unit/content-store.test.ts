import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '#intl/locales.ts';
import { createContentStore, writeContentStore } from '#src/lib/content/files/content-store.ts';
import { evaluateQuery } from '#src/lib/content/files/evaluate.ts';
import { loadContent } from '#src/lib/content/files/load-content.ts';
import { readContentDir } from '#src/lib/content/files/read-content-dir.ts';
import { type Collection, contentCollections, type Query } from '#src/lib/content/query.ts';
import { publishAhead, published, visibleTutorials } from '#src/lib/content/rules.ts';

// The content database (issue 23) must answer every query exactly as the query model's evaluator
// answers it over the linked rows in memory: the same rows, order, projected relations and counts.
const rows = loadContent(readContentDir('content'));
const db = new DatabaseSync(':memory:');
writeContentStore(db, rows);
const store = createContentStore(db);
const now = new Date('2026-11-21T12:00:00Z');

const queries: [Collection, Query][] = [
  // Whole rows of every collection but news: in memory, a related article is a copy taken while
  // the articles are being linked, so its author is linked or still a path depending on file order;
  // the store always links it. No query of the site reads a related article's author.
  ...contentCollections
    .filter((collection) => collection !== 'news')
    .map((collection): [Collection, Query] => [collection, { limit: -1, meta: 'total_count' }]),
  ['news', { fields: ['*', 'author.*', 'related.related_news_id.path'], limit: -1, meta: 'total_count' }],
  ...localeCodes.flatMap((locale): [Collection, Query][] => [
    [
      'docs',
      {
        filter: { _and: [published, { locale: { _eq: locale } }, { parent: { _null: true } }] },
        fields: [
          'id',
          'path',
          'menu_title',
          'sort',
          'status',
          'show_on_main',
          'category.name',
          'children.path',
          'children.children.path',
        ],
        sort: ['sort'],
        limit: -1,
      },
    ],
    [
      'docs',
      {
        filter: {
          _and: [
            published,
            { locale: { _eq: locale } },
            {
              path: { _eq: 'postgresql-ssl' },
              parent: { path: { _eq: 'connect' }, parent: { path: { _eq: 'databases' }, parent: { _null: true } } },
            },
          ],
        },
        fields: ['id', 'article_title', 'article_text', 'parent.path', 'parent.parent.path', 'parent.parent.menu_title'],
        limit: 1,
      },
    ],
    [
      'docs',
      {
        filter: {
          _and: [
            published,
            { locale: { _eq: locale } },
            { article_text: { _icontains: 'ssh' } },
            { menu_title: { _nicontains: 'ssh' } },
          ],
        },
        fields: ['article_title', 'path', 'parent.path'],
        limit: 20,
      },
    ],
    [
      'tutorials',
      {
        filter: { _and: [visibleTutorials, { locale: { _eq: locale } }] },
        fields: ['id', 'path', 'title', 'date_created', 'author.name', 'author.path', 'topics.tutorials_topics_id.name', 'tags'],
        sort: ['-date_created'],
        limit: 12,
        offset: 12,
        meta: 'filter_count',
      },
    ],
    [
      'tutorials',
      {
        filter: {
          _and: [
            published,
            { locale: { _eq: locale } },
            { publish_after: { _lte: publishAhead } },
            { topics: { _some: { tutorials_topics_id: { path: { _eq: 'databases' } } } } },
          ],
        },
        fields: ['path', 'text'],
        sort: ['-views'],
      },
    ],
    [
      'news',
      {
        filter: { _and: [published, { locale: { _eq: locale } }, { category: { _eq: 'news' } }] },
        fields: ['path', 'title', 'author.name', 'related.related_news_id.path', 'related.related_news_id.title', 'text'],
        sort: ['-date_created'],
        limit: -1,
        meta: 'filter_count',
      },
    ],
    [
      'marketplace_items',
      {
        filter: { _and: [published, { locale: { _eq: locale } }] },
        fields: ['id', 'slug', 'name', 'installs'],
        sort: ['-installs'],
        limit: -1,
      },
    ],
    ['marketplace_items', { filter: { slug: { _eq: 'docker' } }, fields: ['locale', 'pageContent', 'requirements'], limit: -1 }],
    [
      'faq',
      {
        filter: { _and: [published, { locale: { _eq: locale } }] },
        fields: ['id', 'question', 'answer', 'landing_pages.landing_pages_id.path'],
        sort: ['id'],
      },
    ],
    [
      'docs_redirects',
      {
        filter: { _and: [published, { source: { _eq: '/docs/servers/backup/' } }] },
        fields: ['destination.path', 'destination.parent.path'],
        limit: 1,
      },
    ],
  ]),
];

describe('content store', () => {
  it.each(queries.map((entry, i) => [i, ...entry] as const))(
    'answers query %i on %s as the evaluator does over the rows',
    (_i, collection, query) => {
      const expected = evaluateQuery(rows[collection], query, now);
      expect(expected.data.length + (expected.meta?.filter_count ?? 0)).toBeGreaterThanOrEqual(0);
      expect(store.items(collection, query, now)).toEqual(expected);
    },
  );

  it('finds rows by locale, path and slug through its indexes, not by reading a whole collection', () => {
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail).join('; ');
    expect(
      plan("SELECT row FROM items WHERE collection = 'docs' AND status = 'published' AND locale = 'de' AND path = 'connect'"),
    ).toMatch(/USING (COVERING )?INDEX items_by_(path|locale)/);
    expect(plan("SELECT row FROM items WHERE collection = 'marketplace_items' AND slug = 'docker'")).toMatch(
      /USING (COVERING )?INDEX items_by_slug/,
    );
    expect(plan("SELECT row FROM items WHERE collection = 'docs' AND parent = 3")).toMatch(
      /USING (COVERING )?INDEX items_by_parent/,
    );
  });

  it('keeps Markdown bodies out of list answers until a query asks for them', () => {
    const list = store.items('tutorials', { filter: { locale: { _eq: 'en-us' } }, limit: -1 }, now).data;
    expect(list.length).toBeGreaterThan(10);
    const first = list[0] as Record<string, unknown>;
    // The body is a lazy property: described by a getter until read, then the text itself.
    expect(typeof Object.getOwnPropertyDescriptor(first, 'text')?.get).toBe('function');
    expect(String(first.text).length).toBeGreaterThan(200);
    expect(Object.getOwnPropertyDescriptor(first, 'text')?.value).toBe(first.text);
  });
});
