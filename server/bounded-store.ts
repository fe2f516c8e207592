/**
 * A map of responses kept in memory, bounded by entry count and by body bytes: storing past
 * either bound drops the oldest entries (one entry is always kept, however large). Keys come
 * from visitors (paths, queries, hosts), so without both bounds memory would follow them.
 */
export const createBoundedStore = <V extends { body: Uint8Array }>({
  maxEntries,
  maxBytes = Number.POSITIVE_INFINITY,
}: {
  maxEntries: number;
  maxBytes?: number;
}) => {
  const entries = new Map<string, V>();
  let bytes = 0;

  const remove = (key: string) => {
    const found = entries.get(key);
    if (!found) return;
    bytes -= found.body.byteLength;
    entries.delete(key);
  };

  return {
    get: (key: string): V | undefined => entries.get(key),
    /** Stores `value` as the newest entry, replacing any under `key`. */
    set(key: string, value: V) {
      remove(key);
      entries.set(key, value);
      bytes += value.body.byteLength;
      while (entries.size > maxEntries || (bytes > maxBytes && entries.size > 1)) remove(entries.keys().next().value as string);
    },
    delete: remove,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
};
