import { type Collection, contentCollections, type RawItem } from '#src/lib/content/query.ts';
import type { ParsedFile } from './parse-file.ts';

export type Collections = Record<Collection, RawItem[]>;
export type LinkedContent = { rows: Collections; problems: string[] };

const docsFullPath = (record: RawItem) => (record.parent ? `${record.parent}/${record.path}` : String(record.path));

/**
 * Turns parsed files into Directus-shaped rows: ids, and relations expanded
 * as Directus answers them (many-to-one as objects, many-to-many through
 * junction rows such as `{ tutorials_topics_id: {…} }`, docs parent and
 * children as rows). Relations stay within the item's locale.
 */
export const linkCollections = (files: readonly ParsedFile[]): LinkedContent => {
  const problems: string[] = [];
  const fileOf = new Map<RawItem, string>();
  const missing = (row: RawItem, what: string) =>
    problems.push(`content/${fileOf.get(row)}: ${what} does not exist in ${row.locale}`);
  const rows = Object.fromEntries(contentCollections.map((name) => [name, [] as RawItem[]])) as Collections;
  for (const { file, collection, locale, record } of files) {
    const key = collection === 'docs' ? docsFullPath(record) : (record.path ?? record.source ?? record.id);
    const row = { id: record.id ?? `${locale}/${key}`, ...record };
    fileOf.set(row, file);
    rows[collection].push(row);
  }

  const index = (collection: Collection, keyOf: (row: RawItem) => string) =>
    new Map(rows[collection].map((row) => [`${row.locale}|${keyOf(row)}`, row]));
  const authors = index('authors', (row) => String(row.path));
  const topics = index('tutorials_topics', (row) => String(row.path));
  const news = index('news', (row) => String(row.path));
  const landings = index('landing_pages', (row) => String(row.path));
  const docs = index('docs', docsFullPath);

  for (const row of rows.tutorials) {
    const author = authors.get(`${row.locale}|${row.author}`);
    if (!author) missing(row, `author "${row.author}"`);
    row.author = author ?? null;
    row.topics = (row.topics as string[]).flatMap((path) => {
      const topic = topics.get(`${row.locale}|${path}`);
      if (!topic) missing(row, `topic "${path}"`);
      return topic ? [{ tutorials_topics_id: topic }] : [];
    });
  }
  for (const row of rows.news) {
    const author = row.author ? authors.get(`${row.locale}|${row.author}`) : null;
    if (author === undefined) missing(row, `author "${row.author}"`);
    row.author = author ?? null;
    row.related = (row.related as string[]).flatMap((path) => {
      const item = news.get(`${row.locale}|${path}`);
      if (!item) missing(row, `related news "${path}"`);
      return item ? [{ related_news_id: { ...item, related: [] } }] : [];
    });
  }
  for (const row of rows.faq) {
    row.landing_pages = (row.landing_pages as string[]).flatMap((path) => {
      const landing = landings.get(`${row.locale}|${path}`);
      if (!landing) missing(row, `landing page "${path}"`);
      return landing ? [{ landing_pages_id: landing }] : [];
    });
  }
  for (const row of rows.docs) {
    const parentPath = row.parent as string | null;
    const parent = parentPath ? docs.get(`${row.locale}|${parentPath}`) : null;
    if (parent === undefined) missing(row, `parent docs page "${parentPath}"`);
    row.parent = parent ?? null;
    row.children = [];
  }
  for (const row of rows.docs) {
    const parent = row.parent as RawItem | null;
    if (parent) (parent.children as RawItem[]).push(row);
    row.category ??= null;
    row.show_on_main ??= false;
  }
  for (const row of rows.docs_redirects) {
    const destination = String(row.destination).replace(/^\/docs\/|\/$/g, '');
    const target = docs.get(`en-us|${destination}`);
    if (!target) missing(row, `destination "${row.destination}"`);
    row.destination = target ?? null;
  }
  const categories = new Set(rows.marketplace_categories.map((row) => `${row.locale}|${row.id}`));
  for (const row of rows.marketplace_items) {
    if (!categories.has(`${row.locale}|${row.category_id}`)) missing(row, `category ${row.category_id}`);
  }
  return { rows, problems };
};
