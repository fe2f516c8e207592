/**
 * Public URLs of the self-hosted font files. `copy-fonts.mjs` (run by `npm
 * install`) copies them from the npm package; the version in the path makes
 * them safe to cache forever.
 */
export const fontVersion = 'inter-5.3.0';

export const fontFiles = {
  latin: `/fonts/${fontVersion}/inter-latin-wght-normal.woff2`,
  latinExt: `/fonts/${fontVersion}/inter-latin-ext-wght-normal.woff2`,
} as const;

/** The font every page needs first; documents preload it. */
export const preloadFont = fontFiles.latin;
