import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  rowGap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.inkMuted,
});

/** Separator and label flow as text, so a long label wraps under its own separator. */
export const item = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const separator = style({
  display: 'inline-block',
  marginInline: vars.space.xxs,
  color: vars.color.inkSubtle,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const link = style({
  color: vars.color.inkMuted,
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.borderStrong,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.brand, textDecorationColor: 'currentColor' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const current = style({
  color: vars.color.ink,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
});
