import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const nav = style({ display: 'grid', gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const title = style({
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const sublist = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  marginTop: vars.space.xxs,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'block',
  marginInlineStart: '-1px',
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `2px solid transparent`,
  color: vars.color.inkMuted,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  selectors: {
    '&:hover': { color: vars.color.ink, textDecoration: 'underline' },
    '&[aria-current]': {
      color: vars.color.brandStrong,
      borderInlineStartColor: vars.color.brand,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

/** Level-3 entries sit one step in. */
export const sublink = style({ paddingInlineStart: `calc(${vars.space.sm} + ${vars.space.md})` });
