// content:pull — writes a Directus's content back as files under content/. A file whose item has
// not changed (compared as parsed records, not as text) is left as it is, so push then pull changes
// nothing; a changed or new item is written in the files' format; the file of an item that is no
// longer in Directus is removed.
import { isDeepStrictEqual } from 'node:util';
import { stringify } from 'yaml';
import { parseContentFile } from '#src/lib/content/files/parse-file.ts';
import type { Collection, RawItem } from '#src/lib/content/query.ts';
import { collectionSchemas } from '#src/lib/content/schema.ts';
import type { DirectusAdmin } from './directus-admin.ts';
import { fileDate, fromDirectusRow, manyToMany, naturalKey, newFileName, pushOrder } from './directus-rows.ts';

export type FileChange = { file: string; text: string | null };

/** A record as the site reads it: dates as instants, the optional docs fields at their defaults. */
const comparable = (collection: Collection, record: RawItem): RawItem => {
  const copy: RawItem = { ...record };
  for (const field of ['date_created', 'date_updated', 'publish_after']) if (field in copy) copy[field] = fileDate(copy[field]);
  if (collection === 'docs') {
    copy.category ??= null;
    copy.show_on_main ??= false;
  }
  copy.date_updated ??= null;
  return copy;
};

const firstFields = ['status', 'locale', 'id', 'path', 'source', 'destination', 'parent', 'slug', 'title', 'name', 'question'];
const lastFields = ['date_created', 'date_updated'];
const rank = (order: readonly string[], field: string) => {
  const index = order.indexOf(field);
  if (index >= 0) return index;
  const first = firstFields.indexOf(field);
  if (first >= 0) return -100 + first;
  return lastFields.includes(field) ? 1000 + lastFields.indexOf(field) : 500;
};

/**
 * The text of a content file for a record: YAML (front matter) then the body. Fields keep the
 * order of the file being replaced (`order`), so an edit shows as the lines it changed; a new
 * file starts with status, locale and the item's name and ends with its dates.
 */
export const fileText = (collection: Collection, record: RawItem, order: readonly string[] = []): string => {
  const body = collectionSchemas[collection].body;
  const text = body ? String(record[body] ?? '') : '';
  const fields = Object.keys(record)
    .filter((field) => field !== body && !(field === 'date_updated' && record[field] === null))
    .sort((a, b) => rank(order, a) - rank(order, b));
  const yaml = stringify(Object.fromEntries(fields.map((field) => [field, record[field]])), { lineWidth: 0 });
  return body ? `---\n${yaml}---\n\n${text}\n` : yaml;
};

const itemKey = (collection: Collection, record: RawItem) => `${collection}|${record.locale}|${naturalKey(collection, record)}`;

/** The changes that make the files match Directus (nothing when they already do). */
export const pullContent = async (api: DirectusAdmin, files: Iterable<[file: string, raw: string]>): Promise<FileChange[]> => {
  const onDisk = new Map<string, { file: string; record: RawItem; order: string[] }>();
  for (const [file, raw] of files) {
    if (!/\.(md|yaml)$/.test(file) || file === 'README.md') continue;
    const { collection, record } = parseContentFile(file, raw);
    const yaml = collectionSchemas[collection].body ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)?.[1] ?? '') : raw;
    const order = [...yaml.matchAll(/^([A-Za-z_]+):/gm)].map((match) => match[1] as string);
    onDisk.set(itemKey(collection, record), { file, record, order });
  }
  const changes: FileChange[] = [];
  const seen = new Set<string>();
  for (const collection of pushOrder) {
    const m2m = (manyToMany as Partial<Record<Collection, { field: string; other: string }>>)[collection];
    const fields = ['*', ...(m2m ? [`${m2m.field}.${m2m.other}`] : [])].join(',');
    const rows = await api.data<RawItem[]>('GET', `/items/${collection}?fields=${fields}&limit=-1&sort=id`);
    for (const row of rows) {
      const record = fromDirectusRow(collection, row);
      const key = itemKey(collection, record);
      seen.add(key);
      const current = onDisk.get(key);
      if (current && isDeepStrictEqual(comparable(collection, current.record), comparable(collection, record))) continue;
      const file = current?.file ?? newFileName(collection, record);
      const text = fileText(collection, record, current?.order);
      parseContentFile(file, text); // a row the files cannot hold fails here, naming the file and field
      changes.push({ file, text });
    }
  }
  // A Directus with no content at all (a wrong URL, a failed push) would remove every file.
  if (seen.size === 0 && onDisk.size > 0) throw new Error(`${api.url} holds no content items: nothing pulled, no file removed`);
  for (const [key, { file }] of onDisk) if (!seen.has(key)) changes.push({ file, text: null });
  return changes;
};
