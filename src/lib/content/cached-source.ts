import type { Collection, ContentSource, ItemsResult, Query } from './query.ts';

type Entry = { result: ItemsResult; fetchedAt: number };

export type CachedSourceOptions = {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  log?: (entry: Record<string, unknown>) => void;
};

/**
 * Keeps every answer of a remote source; after `ttlMs` the next read still
 * gets it at once while a fresh answer is fetched behind it. When the source
 * fails, the last good answer stays and the failure is logged; only a query
 * never answered before fails. Equal queries in flight share one
 * call. Entries are bounded (oldest first out) because search queries are
 * open-ended.
 */
export const createCachedSource = (
  source: ContentSource,
  { ttlMs, maxEntries, now = Date.now, log = (entry) => console.error(JSON.stringify(entry)) }: CachedSourceOptions,
): ContentSource => {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<ItemsResult>>();

  const refresh = (key: string, collection: Collection, query: Query): Promise<ItemsResult> => {
    const running = inFlight.get(key);
    if (running) return running;
    const call = source
      .items(collection, query)
      .then((result) => {
        entries.delete(key);
        entries.set(key, { result, fetchedAt: now() });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
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
      if (!entry) return refresh(key, collection, query);
      // Stale while revalidating: once loaded, a page never waits for the service again.
      if (now() - entry.fetchedAt >= ttlMs) refresh(key, collection, query).catch(() => {});
      return entry.result;
    },
  };
};
