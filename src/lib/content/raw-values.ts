/** Readers for raw content rows, whose fields may be missing or of another type when a source changes. */

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

const jsonList = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return [];
  }
};

/**
 * A list of strings. Directus keeps tag lists as JSON text, which it answers as that text (a json
 * field cannot be searched for one tag), so a string holding a JSON list is read as the list.
 */
export const strings = (value: unknown): string[] => {
  const list = typeof value === 'string' && value.startsWith('[') ? jsonList(value) : value;
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
};

const parsedUrl = (value: unknown): URL | null => {
  if (typeof value !== 'string' || !URL.canParse(value.trim())) return null;
  return new URL(value.trim());
};

/**
 * A link to another site as written in the content: an absolute http(s) URL, else null. Content
 * (Directus above all, which checks no format) could hold `javascript:`, `data:text/html` or any
 * other scheme; the URL parser drops tabs and line breaks first, as browsers do, so
 * `jav&#x09;ascript:` is caught too.
 */
export const webUrlOrNull = (value: unknown): string | null => {
  const url = parsedUrl(value);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? (value as string).trim() : null;
};

/** An image address: a path on this site (`/marketplace/…`) or an absolute http(s) URL, else null. */
export const imageSrcOrNull = (value: unknown): string | null => {
  if (typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\s"'<>\\]/.test(value)) return value;
  return webUrlOrNull(value);
};

/** A path of this site as content names one: `/products/vpc/`, lowercase segments, trailing slash. */
export const sitePath = /^\/(?:[a-z0-9-]+\/)*$/;

/** A site path (see `sitePath`), else null: it becomes a link as it is. */
export const sitePathOrNull = (value: unknown): string | null =>
  typeof value === 'string' && sitePath.test(value) ? value : null;
