/**
 * Stale-while-revalidate cache of rendered dynamic pages (spec §9: TTL 60 s).
 * Keys carry the locale-prefixed path and query, so each locale has its own
 * entries. A fresh entry is served as is; a stale one is served at once while
 * one background render replaces it; the oldest entries go past `maxEntries`.
 */
export type CachedPage = { status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer>; storedAt: number };

export const createRenderCache = ({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) => {
  const entries = new Map<string, CachedPage>();
  const revalidating = new Set<string>();

  const store = (key: string, page: Omit<CachedPage, 'storedAt'>) => {
    entries.delete(key);
    entries.set(key, { ...page, storedAt: now() });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };

  return {
    get(key: string): { page: CachedPage; fresh: boolean } | undefined {
      const page = entries.get(key);
      return page && { page, fresh: now() - page.storedAt < ttlMs };
    },
    store,
    /** Runs one background render per key at a time; a failed render keeps the stale entry. */
    revalidate(key: string, render: () => Promise<Omit<CachedPage, 'storedAt'> | null>) {
      if (revalidating.has(key)) return;
      revalidating.add(key);
      render()
        .then((page) => {
          if (page) store(key, page);
        })
        .catch((error: unknown) => {
          console.error(JSON.stringify({ level: 'error', msg: 'revalidation failed', key, error: String(error) }));
        })
        .finally(() => revalidating.delete(key));
    },
    get size() {
      return entries.size;
    },
  };
};
