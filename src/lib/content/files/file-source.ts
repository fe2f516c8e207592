import '#server-only';
import type { Collection, ContentSource, RawItem } from '#src/lib/content/query.ts';
import { evaluateQuery } from './evaluate.ts';
import { loadContent } from './load-content.ts';
import type { Collections } from './relations.ts';

// The files are bundled into the server build; they are parsed on first use.
const bundled = import.meta.glob<string>('/content/**/*.{md,yaml}', { query: '?raw', import: 'default', eager: true });

let rows: Collections | undefined;
const contentRows = (): Collections => {
  rows ??= loadContent(Object.entries(bundled).map(([file, raw]) => [file.replace(/^\/content\//, ''), raw]));
  return rows;
};

/** The embedded source: the files of `content/`, queried with the Directus query model. */
export const createFileSource = (
  collections: () => Collections = contentRows,
  clock: () => Date = () => new Date(),
): ContentSource => ({
  kind: 'files',
  async items(collection: Collection, query) {
    return evaluateQuery(collections()[collection] as RawItem[], query, clock());
  },
  assetUrl: (file) => file,
});
