import '#server-only';
import { timing } from '#src/lib/timing.ts';
import { createCachedSource } from './cached-source.ts';
import { createDirectusSource, type DirectusSource } from './directus/directus-source.ts';
import { createFileSource } from './files/file-source.ts';
import { wantsFreshContent } from './fresh-content.ts';
import type { ContentSource } from './query.ts';

/** Content settings read from the environment (see README). */
export const contentConfig = {
  apiUrl: process.env.CONTENT_API_URL || undefined,
  token: process.env.CONTENT_API_TOKEN || undefined,
  /** Staging shows draft marketplace items so editors can preview them (spec §4: the filter applies in production). */
  preview: process.env.CONTENT_PREVIEW === 'true',
};

let directus: DirectusSource | undefined;
let source: ContentSource | undefined;

/** The uncached Directus client, when `CONTENT_API_URL` is set (writes such as view counts go through it). */
export const directusSource = (): DirectusSource | undefined => {
  if (contentConfig.apiUrl) directus ??= createDirectusSource({ url: contentConfig.apiUrl, token: contentConfig.token });
  return directus;
};

/**
 * The process's content source: Directus when `CONTENT_API_URL` is set, else
 * the embedded files. Either way answers are cached per query (last good
 * answer kept): a query over the files scans a whole collection, which cost
 * ~0.4 ms of each first render of a docs page. A page's revalidation reads
 * through (`withFreshContent`). The same for every visitor, so one per process.
 */
export const contentSource = (): ContentSource => {
  source ??= createCachedSource(directusSource() ?? createFileSource(), {
    ttlMs: timing.renderCacheTtlMs,
    maxEntries: 5000,
    maxBytes: 8_000_000,
    readThrough: wantsFreshContent,
  });
  return source;
};
