import { createGlobalTheme } from '@vanilla-extract/css';
import { motion, palette, zIndex } from './tokens.ts';

/** The theme contract: every style reads tokens from here, never raw values. */
export const vars = createGlobalTheme(':root', {
  color: { ...palette },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: 'clamp(2rem, 1.4rem + 2.5vw, 3.25rem)',
  },
  lineHeight: { tight: '1.2', normal: '1.5' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  },
  zIndex: {
    base: String(zIndex.base),
    header: String(zIndex.header),
    progress: String(zIndex.progress),
    popup: String(zIndex.popup),
  },
  motion: { ...motion },
  layout: { maxWidth: '1216px', gutter: '1rem' },
});
