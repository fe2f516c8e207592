import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import { globalFontFace } from '@vanilla-extract/css';
import { fallbackOverrides } from './font-metrics.ts';
import { fontFiles } from './fonts.ts';

/**
 * Inter, self-hosted (copied from @fontsource-variable/inter by `npm install`), latin subsets only.
 * `optional`: with the page's preload, Inter is there for the first paint on any usable connection
 * (a preloaded optional font may hold the first paint for its short block period); when it is not,
 * the page keeps the fallback instead of reflowing under the reader, and the next page has Inter from cache.
 */
globalFontFace('Inter Variable', [
  {
    src: `url(${fontFiles.latin}) format('woff2-variations')`,
    fontWeight: '100 900',
    fontStyle: 'normal',
    fontDisplay: 'optional',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  {
    src: `url(${fontFiles.latinExt}) format('woff2-variations')`,
    fontWeight: '100 900',
    fontStyle: 'normal',
    fontDisplay: 'optional',
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
]);

/** Arial resized to Inter's metrics: text laid out before Inter arrives does not move when it does. */
globalFontFace('Inter Fallback', {
  src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("Arimo")',
  ...fallbackOverrides(inter, arial),
});
