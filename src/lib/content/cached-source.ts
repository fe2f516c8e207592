import { createBoundedStore } from '#src/lib/bounded-store.ts';
import type { Collection, ContentSource, ItemsResult, Query } from './query.ts';

type Entry = { result: ItemsResult; fetchedAt: number };

export type CachedSourceOptions = {
  ttlMs: number;
  maxEntries: number;
  /** Bound on the answers kept, in characters of their JSON (the heap holds about twice that). */
  maxBytes?: number;
  now?: () => number;
  log?: (entry: Record<string, unknown>) => void;
  /** When true for a read, the source is asked even if the kept answer is fresh (see `withFreshContent`). */
  readThrough?: () => boolean;
};

/**
 * Keeps every answer of a remote source; after `ttlMs` the next read still
 * gets it at once while a fresh answer is fetched behind it. When the source
 * fails, the last good answer stays and the failure is logged; only a query
 * never answered before fails. Equal queries in flight share one
 * call. Entries are bounded in number and size (oldest first out) because
 * search queries are open-ended and answers come in every size.
 */
export const createCachedSource = (
  source: ContentSource,
  {
    ttlMs,
    maxEntries,
    maxBytes = Number.POSITIVE_INFINITY,
    now = Date.now,
    log = (entry) => console.error(JSON.stringify(entry)),
    readThrough = () => false,
  }: CachedSourceOptions,
): ContentSource => {
  const entries = createBoundedStore<Entry>({
    maxEntries,
    maxBytes,
    // An answer's length as JSON: a measure of the memory it holds.
    sizeOf: (entry) => JSON.stringify(entry.result).length,
  });
  const inFlight = new Map<string, Promise<ItemsResult>>();

  const refresh = (key: string, collection: Collection, query: Query): Promise<ItemsResult> => {
    const running = inFlight.get(key);
    if (running) return running;
    const call = source
      .items(collection, query)
      .then((result) => {
        entries.set(key, { result, fetchedAt: now() });
        return result;
      })
      .catch((error: unknown) => {
        const stale = entries.get(key);
        log({ level: 'error', msg: 'content query failed', collection, error: String(error), servedStale: Boolean(stale) });
        if (stale) return stale.result;
        throw error;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, call);
    return call;
  };

  return {
    kind: source.kind,
    assetUrl: source.assetUrl,
    async items(collection, query) {
      const key = `${collection}?${JSON.stringify(query)}`;
      const entry = entries.get(key);
      if (!entry || readThrough()) return refresh(key, collection, query);
      // Stale while revalidating: once loaded, a page never waits for the service again.
      if (now() - entry.fetchedAt >= ttlMs) refresh(key, collection, query).catch(() => {});
      return entry.result;
    },
  };
};
