/**
 * A map kept in memory, bounded by entry count and by the total `sizeOf` its values: storing past
 * either bound drops the oldest entries (one entry is always kept, however large). Keys come from
 * visitors (paths, queries, hosts), so without both bounds memory would follow them.
 */
export const createBoundedStore = <V>({
  maxEntries,
  maxBytes = Number.POSITIVE_INFINITY,
  sizeOf,
}: {
  maxEntries: number;
  maxBytes?: number;
  /** What a value weighs against `maxBytes`. */
  sizeOf: (value: V) => number;
}) => {
  const entries = new Map<string, { value: V; size: number }>();
  let bytes = 0;

  const remove = (key: string) => {
    const found = entries.get(key);
    if (!found) return;
    bytes -= found.size;
    entries.delete(key);
  };

  return {
    get: (key: string): V | undefined => entries.get(key)?.value,
    /** Stores `value` as the newest entry, replacing any under `key`. */
    set(key: string, value: V) {
      remove(key);
      const size = sizeOf(value);
      entries.set(key, { value, size });
      bytes += size;
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

/** The size of a stored response: its body's bytes. */
export const bodySize = (value: { body: Uint8Array }): number => value.body.byteLength;
