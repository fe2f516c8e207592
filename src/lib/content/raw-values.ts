/** Readers for raw content rows, whose fields may be missing or of another type when a source changes. */

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

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
