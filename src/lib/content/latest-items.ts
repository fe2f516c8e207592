/** An item of a "Latest" list, and whether it is the default locale's, shown untranslated. */
export type LatestEntry<T> = { item: T; untranslated: boolean };

/**
 * A translated locale's "Latest" list: its own newest items joined by the newest ones that exist
 * only in en-us, newest first, at most `limit`. A locale whose translations lag behind then shows
 * this year's articles (marked as English by the card) instead of looking abandoned.
 */
export const latestWithUntranslated = <T extends { path: string; dateCreated: string }>(
  own: readonly T[],
  english: readonly T[],
  limit: number,
): LatestEntry<T>[] => {
  const translated = new Set(own.map((item) => item.path));
  return [
    ...own.map((item) => ({ item, untranslated: false })),
    ...english.filter((item) => !translated.has(item.path)).map((item) => ({ item, untranslated: true })),
  ]
    .sort((a, b) => b.item.dateCreated.localeCompare(a.item.dateCreated))
    .slice(0, limit);
};
