import { createGlobalTheme } from '@vanilla-extract/css';
import './fonts.css.ts';
import { fontSize, motion, palette, radius, shadow, space, zIndex } from './tokens.ts';

const stringify = <T extends Record<string, number>>(values: T) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) as { [K in keyof T]: string };

/** The theme contract: every style reads tokens from here, never raw values. */
export const vars = createGlobalTheme(':root', {
  color: { ...palette },
  font: {
    body: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: { ...fontSize },
  lineHeight: { tight: '1.2', normal: '1.5' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  space: { ...space },
  radius: { ...radius },
  shadow: { ...shadow },
  zIndex: stringify(zIndex),
  motion: { ...motion },
  layout: { maxWidth: '1216px', gutter: '1rem' },
});
