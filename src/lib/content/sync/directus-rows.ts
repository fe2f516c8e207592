// One content file's record ↔ one Directus row (deploy/directus/snapshot.yaml), for content:push
// and content:pull. Rows are per locale, as files are. Keys: `<locale>/<path>` strings (docs: the
// full path; docs redirects and landing pages: `<locale><site path>`); the integer ids that a file
// keeps the same in every locale (FAQ, marketplace) become `localeIndex × 100000 + id`, since a
// Directus primary key is unique across locales (en-us keeps the file's id).
import { isLocale, type Locale, localeCodes } from '#intl/locales.ts';
import type { Collection, RawItem } from '#src/lib/content/query.ts';
import { collectionSchemas } from '#src/lib/content/schema.ts';

export const localeIdSpan = 100_000;
const integerKeyed = new Set<Collection>(['faq', 'marketplace_items', 'marketplace_categories']);

/** The order content:push writes collections in: every row after the rows it points at. */
export const pushOrder: Collection[] = [
  'authors',
  'tutorials_topics',
  'landing_pages',
  'marketplace_categories',
  'docs',
  'docs_redirects',
  'news',
  'tutorials',
  'faq',
  'marketplace_items',
];

/** Many-to-many fields, written after every row exists (news relate to each other). */
export const manyToMany = {
  tutorials: { field: 'topics', other: 'tutorials_topics_id', related: 'tutorials_topics' },
  news: { field: 'related', other: 'related_news_id', related: 'news' },
  faq: { field: 'landing_pages', other: 'landing_pages_id', related: 'landing_pages' },
} as const satisfies Partial<Record<Collection, { field: string; other: string; related: Collection }>>;

const docsFullPath = (record: RawItem) => (record.parent ? `${record.parent}/${record.path}` : String(record.path));

/** What names an item within its collection and locale in the files. */
export const naturalKey = (collection: Collection, record: RawItem): string => {
  if (collection === 'docs') return docsFullPath(record);
  if (collection === 'docs_redirects') return String(record.source);
  if (integerKeyed.has(collection)) return String(record.id);
  return String(record.path);
};

const localeIndex = (locale: string) => {
  const index = (localeCodes as readonly string[]).indexOf(locale);
  if (index < 0) throw new Error(`unknown locale "${locale}"`);
  return index;
};
export const stringId = (locale: string, key: string) => (key.startsWith('/') ? `${locale}${key}` : `${locale}/${key}`);
export const integerId = (locale: string, id: number) => localeIndex(locale) * localeIdSpan + id;
const fileIntegerId = (id: unknown) => Number(id) % localeIdSpan;

export const directusId = (collection: Collection, record: RawItem): string | number =>
  integerKeyed.has(collection)
    ? integerId(String(record.locale), Number(record.id))
    : stringId(String(record.locale), naturalKey(collection, record));

const docsKeyOf = (sitePath: string) => sitePath.replace(/^\/docs\/|\/$/g, '');

/** A file's record as a Directus row, without its many-to-many fields. */
export const toDirectusRow = (collection: Collection, record: RawItem): RawItem => {
  const locale = String(record.locale);
  const row: RawItem = { ...record, id: directusId(collection, record) };
  // Tags are JSON text in Directus (searchable as text), read back as lists.
  if (Array.isArray(record.tags)) row.tags = JSON.stringify(record.tags);
  const m2m = (manyToMany as Partial<Record<Collection, { field: string }>>)[collection];
  if (m2m) delete row[m2m.field];
  if (collection === 'tutorials' || collection === 'news')
    row.author = record.author ? stringId(locale, String(record.author)) : null;
  if (collection === 'docs') {
    row.parent = record.parent ? stringId(locale, String(record.parent)) : null;
    row.category ??= null;
    row.show_on_main ??= false;
  }
  if (collection === 'docs_redirects') row.destination = stringId('en-us', docsKeyOf(String(record.destination)));
  if (collection === 'marketplace_items') row.category_id = integerId(locale, Number(record.category_id));
  return row;
};

/** The many-to-many fields of a file's record, as Directus writes them (junction rows to create). */
export const toDirectusLinks = (collection: Collection, record: RawItem): RawItem | null => {
  const m2m = (manyToMany as Partial<Record<Collection, { field: string; other: string; related: Collection }>>)[collection];
  if (!m2m) return null;
  const locale = String(record.locale);
  return {
    id: directusId(collection, record),
    [m2m.field]: (record[m2m.field] as string[]).map((key) => ({ [m2m.other]: stringId(locale, key) })),
  };
};

/** Directus's timestamps (`…:00.000Z`, or `+00:00` offsets) in the files' form (`…:00Z`). */
export const fileDate = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(String(value)).toISOString().replace(/\.000Z$/, 'Z');

/** The inverse of `stringId`: site-path keys (landing pages) keep their leading slash. */
const withoutLocale = (locale: string, id: unknown, sitePath = false) => String(id).slice(locale.length + (sitePath ? 0 : 1));

/** The fields a file of this collection carries (its schema's keys), in the schema's order. */
const fileFields = (collection: Collection): string[] => {
  const schema = collectionSchemas[collection].schema as unknown as { props: { key: string }[] };
  const body = collectionSchemas[collection].body;
  return [...schema.props.map((prop) => prop.key), ...(body ? [body] : [])];
};

/**
 * A Directus row (read with `*` plus each many-to-many field's related key) as a file's record:
 * the schema's fields only, keys and dates in the files' form, optional docs fields left out
 * when they hold their default.
 */
export const fromDirectusRow = (collection: Collection, row: RawItem): RawItem => {
  const locale = String(row.locale);
  if (!isLocale(locale)) throw new Error(`${collection} ${String(row.id)}: unknown locale "${locale}"`);
  const record: RawItem = {};
  for (const field of fileFields(collection)) if (field in row) record[field] = row[field];
  for (const field of ['date_created', 'date_updated', 'publish_after'])
    if (field in record) record[field] = fileDate(record[field]);
  if (integerKeyed.has(collection)) record.id = fileIntegerId(row.id);
  if (typeof row.tags === 'string') record.tags = JSON.parse(row.tags);
  if (collection === 'tutorials' || collection === 'news') record.author = row.author ? withoutLocale(locale, row.author) : null;
  const m2m = (manyToMany as Partial<Record<Collection, { field: string; other: string }>>)[collection];
  if (m2m)
    record[m2m.field] = (Array.isArray(row[m2m.field]) ? (row[m2m.field] as RawItem[]) : []).flatMap((junction) =>
      junction[m2m.other] ? [withoutLocale(locale, junction[m2m.other], collection === 'faq')] : [],
    );
  if (collection === 'docs') {
    record.parent = row.parent ? withoutLocale(locale, row.parent) : null;
    if (row.category === null || row.category === undefined) delete record.category;
    if (row.show_on_main !== true && row.parent) delete record.show_on_main;
  }
  if (collection === 'docs_redirects')
    record.destination = row.destination ? `/docs/${withoutLocale('en-us', row.destination)}/` : null;
  if (collection === 'marketplace_items') record.category_id = fileIntegerId(row.category_id);
  return record;
};

/** The file a record is written to when no file holds it yet (relative to content/). */
export const newFileName = (collection: Collection, record: RawItem): string => {
  const locale = String(record.locale) as Locale;
  const extension = collectionSchemas[collection].body ? 'md' : 'yaml';
  const name =
    collection === 'docs'
      ? docsFullPath(record)
      : collection === 'docs_redirects'
        ? docsKeyOf(String(record.source)).replaceAll('/', '-')
        : collection === 'landing_pages'
          ? (String(record.path).split('/').filter(Boolean).at(-1) ?? 'home')
          : collection === 'faq'
            ? String(record.id)
            : collection === 'marketplace_items' || collection === 'marketplace_categories'
              ? String(record.slug)
              : String(record.path);
  return `${collection}/${locale}/${name}.${extension}`;
};
