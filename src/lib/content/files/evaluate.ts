import type { Filter, FilterOperator, ItemsResult, Query, RawItem } from '#src/lib/content/query.ts';

/**
 * Evaluates a Directus query over in-memory items the way Directus does:
 * nested objects are relations, `_some` tests a to-many list, `fields`
 * projects dotted paths, `meta` counts before limit and offset.
 */

const operatorKeys = new Set([
  '_eq',
  '_neq',
  '_in',
  '_null',
  '_nnull',
  '_contains',
  '_ncontains',
  '_icontains',
  '_nicontains',
  '_lte',
  '_gte',
  '_some',
]);

const isOperator = (value: unknown): value is FilterOperator =>
  typeof value === 'object' && value !== null && Object.keys(value).some((key) => operatorKeys.has(key));

const units: Record<string, number> = { second: 1e3, minute: 6e4, hour: 3.6e6, day: 8.64e7, week: 6.048e8 };

/** Directus's `$NOW` and `$NOW(+3 hours)` dynamic variables, as ISO timestamps of the given clock. */
export const resolveNow = (value: string | number, now: Date): string | number => {
  if (typeof value !== 'string' || !value.startsWith('$NOW')) return value;
  const shift = /^\$NOW(?:\(([+-]?\d+) (second|minute|hour|day|week)s?\))?$/.exec(value);
  if (!shift) throw new Error(`Unsupported dynamic variable ${value}`);
  return new Date(now.getTime() + Number(shift[1] ?? 0) * (units[shift[2] ?? 'second'] ?? 0)).toISOString();
};

const compare = (a: unknown, b: string | number): number | null => {
  if (a === null || a === undefined) return null;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
};

const matchesOperator = (field: unknown, op: FilterOperator, now: Date): boolean => {
  // A JSON list field is compared as its stored text, as Directus does.
  const value = Array.isArray(field) && !op._some ? JSON.stringify(field) : field;
  if (op._eq !== undefined && value !== op._eq) return false;
  if (op._neq !== undefined && value === op._neq) return false;
  if (op._in && !op._in.includes(value as string | number)) return false;
  if (op._null && value !== null && value !== undefined) return false;
  if (op._nnull && (value === null || value === undefined)) return false;
  // Directus's _contains is case-sensitive, _icontains is not.
  if (op._contains !== undefined && !(typeof value === 'string' && value.includes(op._contains))) return false;
  if (op._ncontains !== undefined && typeof value === 'string' && value.includes(op._ncontains)) return false;
  if (op._icontains !== undefined && !(typeof value === 'string' && value.toLowerCase().includes(op._icontains.toLowerCase())))
    return false;
  if (op._nicontains !== undefined && typeof value === 'string' && value.toLowerCase().includes(op._nicontains.toLowerCase()))
    return false;
  if (op._lte !== undefined) {
    const order = compare(value, resolveNow(op._lte, now));
    if (order === null || order > 0) return false;
  }
  if (op._gte !== undefined) {
    const order = compare(value, resolveNow(op._gte, now));
    if (order === null || order < 0) return false;
  }
  if (op._some && !(Array.isArray(field) && field.some((entry) => matchesFilter(entry, op._some as Filter, now)))) return false;
  return true;
};

export const matchesFilter = (item: unknown, filter: Filter, now: Date = new Date()): boolean => {
  const record = (item ?? {}) as RawItem;
  for (const [key, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    if (key === '_and') {
      if (!(condition as Filter[]).every((part) => matchesFilter(item, part, now))) return false;
    } else if (key === '_or') {
      if (!(condition as Filter[]).some((part) => matchesFilter(item, part, now))) return false;
    } else if (isOperator(condition)) {
      if (!matchesOperator(record[key], condition, now)) return false;
    } else {
      const related = record[key];
      // A filter on a missing relation only matches when it asks for nothing more.
      if (related === null || related === undefined || typeof related !== 'object') return false;
      if (!matchesFilter(related, condition as Filter, now)) return false;
    }
  }
  return true;
};

const sortValue = (item: RawItem, field: string): unknown =>
  field.split('.').reduce<unknown>((value, key) => (value as RawItem | null | undefined)?.[key], item);

export const compareBy =
  (sort: readonly string[]) =>
  (a: RawItem, b: RawItem): number => {
    for (const spec of sort) {
      const descending = spec.startsWith('-');
      const field = descending ? spec.slice(1) : spec;
      const x = sortValue(a, field);
      const y = sortValue(b, field);
      if (x === y) continue;
      // Directus sorts nulls first ascending.
      if (x === null || x === undefined) return descending ? 1 : -1;
      if (y === null || y === undefined) return descending ? -1 : 1;
      const order = (x as number | string) < (y as number | string) ? -1 : 1;
      return descending ? -order : order;
    }
    return 0;
  };

type FieldTree = { [key: string]: FieldTree | true };

const fieldTree = (fields: readonly string[]): FieldTree => {
  const tree: FieldTree = {};
  for (const field of fields) {
    let node = tree;
    const parts = field.split('.');
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] ??= true;
      } else {
        let next = node[part];
        if (next === undefined || next === true) {
          next = {};
          node[part] = next;
        }
        node = next;
      }
    });
  }
  return tree;
};

const projectValue = (value: unknown, tree: FieldTree | true): unknown => {
  if (tree === true || value === null || value === undefined || typeof value !== 'object') return value ?? null;
  if (Array.isArray(value)) return value.map((entry) => projectValue(entry, tree));
  const source = value as RawItem;
  const out: RawItem = {};
  for (const [key, sub] of Object.entries(tree)) {
    if (key === '*') {
      for (const [k, v] of Object.entries(source)) if (typeof v !== 'object' || v === null) out[k] ??= v;
    } else {
      out[key] = projectValue(source[key], sub);
    }
  }
  return out;
};

/** Picks the requested fields, dotted paths reaching into relations (`author.name`). */
export const project = (item: RawItem, fields: readonly string[] | undefined): RawItem =>
  fields?.length ? (projectValue(item, fieldTree(fields)) as RawItem) : item;

export const evaluateQuery = (items: readonly RawItem[], query: Query, now: Date = new Date()): ItemsResult => {
  const matched = query.filter ? items.filter((item) => matchesFilter(item, query.filter as Filter, now)) : [...items];
  if (query.sort?.length) matched.sort(compareBy(query.sort));
  const offset = query.offset ?? 0;
  // Directus: limit -1 means all rows; the default page is 100.
  const limit = query.limit === undefined ? 100 : query.limit < 0 ? matched.length : query.limit;
  const data = matched.slice(offset, offset + limit).map((item) => project(item, query.fields));
  const result: ItemsResult = { data };
  if (query.meta === 'filter_count') result.meta = { filter_count: matched.length };
  if (query.meta === 'total_count') result.meta = { total_count: items.length };
  return result;
};
