import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

/** Figures that change in place (a running total) keep their width: tabular digits and a minimum width. */
export const amount = style({
  display: 'inline-block',
  minWidth: '8ch',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
});
