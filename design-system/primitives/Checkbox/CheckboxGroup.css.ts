import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
  overflowWrap: 'anywhere',
});

/** Options flow into as many columns as fit (at least 12rem each). */
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(12rem, 100%), 1fr))',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
});
