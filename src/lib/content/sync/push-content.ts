// content:push — upserts every file of content/ into a Directus: rows first (each after the rows it
// points at), then the many-to-many links. Existing rows are updated in place, new ones created;
// rows that have no file are left alone (an editor may have just written them).
import { parseContentFile } from '#src/lib/content/files/parse-file.ts';
import type { Collection, RawItem } from '#src/lib/content/query.ts';
import type { DirectusAdmin } from './directus-admin.ts';
import { pushOrder, toDirectusLinks, toDirectusRow } from './directus-rows.ts';

const batchSize = 200;
const inBatches = async (rows: RawItem[], write: (batch: RawItem[]) => Promise<unknown>) => {
  for (let start = 0; start < rows.length; start += batchSize) await write(rows.slice(start, start + batchSize));
};

const depth = (row: RawItem) => (row.parent ? String(row.parent).split('/').length : 0);

export type PushResult = Record<Collection, { created: number; updated: number }>;

export const pushContent = async (api: DirectusAdmin, files: Iterable<[file: string, raw: string]>): Promise<PushResult> => {
  const records = new Map<Collection, RawItem[]>(pushOrder.map((collection) => [collection, []]));
  for (const [file, raw] of files) {
    if (!/\.(md|yaml)$/.test(file) || file === 'README.md') continue;
    const { collection, record } = parseContentFile(file, raw);
    records.get(collection)?.push(record);
  }
  const result = {} as PushResult;
  for (const collection of pushOrder) {
    const rows = (records.get(collection) ?? []).map((record) => toDirectusRow(collection, record));
    if (collection === 'docs') rows.sort((a, b) => depth(a) - depth(b));
    const existing = new Set(
      (await api.data<{ id: string | number }[]>('GET', `/items/${collection}?fields=id&limit=-1`)).map((row) => String(row.id)),
    );
    const fresh = rows.filter((row) => !existing.has(String(row.id)));
    const known = rows.filter((row) => existing.has(String(row.id)));
    await inBatches(fresh, (batch) => api.request('POST', `/items/${collection}?fields=id`, batch));
    await inBatches(known, (batch) => api.request('PATCH', `/items/${collection}?fields=id`, batch));
    result[collection] = { created: fresh.length, updated: known.length };
  }
  for (const collection of pushOrder) {
    const links = (records.get(collection) ?? []).flatMap((record): RawItem[] => {
      const link = toDirectusLinks(collection, record);
      return link ? [link] : [];
    });
    await inBatches(links, (batch) => api.request('PATCH', `/items/${collection}?fields=id`, batch));
  }
  return result;
};
