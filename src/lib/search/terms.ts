import type { Locale } from '#intl/locales.ts';

export type Stemmer = (word: string) => string;

/**
 * Snowball stemmers per locale (@orama/stemmers, ~1–3 KB each), imported
 * lazily so a browser loads only its own language's.
 */
const stemmerModules: Record<Locale, () => Promise<{ stemmer: Stemmer }>> = {
  'en-us': () => import('@orama/stemmers/english'),
  de: () => import('@orama/stemmers/german'),
  es: () => import('@orama/stemmers/spanish'),
  fr: () => import('@orama/stemmers/french'),
  it: () => import('@orama/stemmers/italian'),
  nl: () => import('@orama/stemmers/dutch'),
  'pt-br': () => import('@orama/stemmers/portuguese'),
};

export const loadStemmer = async (locale: Locale): Promise<Stemmer> => (await stemmerModules[locale]()).stemmer;

/**
 * One word as the index stores it, or null when it does not count: lower
 * case, stemmed in the locale's language, then without accents (so `Übersicht`
 * and `ubersicht`, `décembre` and `decembre` meet). Words of one character are
 * ignored (spec §5).
 */
export const normaliseTerm = (word: string, stem: Stemmer): string | null => {
  const lower = word.toLowerCase();
  if ([...lower].length <= 1) return null;
  return stem(lower)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
};

/** The words of a text as the index splits it: runs of letters and digits. */
export const splitWords = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Words of a text with their offsets, split as `splitWords` does. */
export const wordsOf = (text: string): { word: string; start: number; end: number }[] =>
  [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
