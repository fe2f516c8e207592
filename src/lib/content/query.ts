/**
 * The one query model of the content sources: Directus's REST query
 * vocabulary (filter, fields, sort, limit, offset, meta). The Directus source
 * sends it as is; the file source evaluates it over the parsed files
 * (`files/evaluate.ts`), so every content rule is written once, as a query.
 */

export type FilterOperator = {
  _eq?: string | number | boolean | null;
  _neq?: string | number | boolean | null;
  _in?: readonly (string | number)[];
  _null?: true;
  _nnull?: true;
  _contains?: string;
  _ncontains?: string;
  _icontains?: string;
  _nicontains?: string;
  _lte?: string | number;
  _gte?: string | number;
  _some?: Filter;
};

/** A field filter, a nested relation filter, or a logical group. */
export type Filter = {
  _and?: readonly Filter[];
  _or?: readonly Filter[];
  [field: string]: FilterOperator | Filter | readonly Filter[] | undefined;
};

export type Query = {
  filter?: Filter;
  fields?: readonly string[];
  /** Field names; a leading `-` sorts descending. */
  sort?: readonly string[];
  limit?: number;
  offset?: number;
  meta?: 'total_count' | 'filter_count';
};

export const contentCollections = [
  'news',
  'tutorials',
  'tutorials_topics',
  'authors',
  'docs',
  'docs_redirects',
  'faq',
  'landing_pages',
  'marketplace_items',
  'marketplace_categories',
] as const;
export type Collection = (typeof contentCollections)[number];

/** What every source answers to an items query: Directus's `{ data, meta? }`. */
export type ItemsResult<T = RawItem> = { data: T[]; meta?: { filter_count?: number; total_count?: number } };
export type RawItem = Record<string, unknown>;

/** A source of raw, Directus-shaped content items. */
export type ContentSource = {
  readonly kind: 'files' | 'directus';
  items(collection: Collection, query: Query): Promise<ItemsResult>;
  /** URL of a stored file (marketplace icon, image) at a given display width. */
  assetUrl(file: string, width?: number): string;
};

/** Serialises a query the way Directus reads it: `filter` as JSON, lists comma-separated. */
export const toSearchParams = (query: Query): URLSearchParams => {
  const params = new URLSearchParams();
  if (query.filter) params.set('filter', JSON.stringify(query.filter));
  if (query.fields?.length) params.set('fields', query.fields.join(','));
  if (query.sort?.length) params.set('sort', query.sort.join(','));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.offset) params.set('offset', String(query.offset));
  if (query.meta) params.set('meta', query.meta);
  return params;
};
