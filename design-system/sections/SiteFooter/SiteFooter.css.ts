import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const footer = style({
  marginTop: vars.space.xxxl,
  paddingBlock: vars.space.xxl,
  background: vars.color.surfaceInverse,
  color: vars.color.onInverse,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.xl,
});

export const title = style({ fontSize: vars.fontSize.md, marginBottom: vars.space.sm });
export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const link = style({
  color: vars.color.onInverseMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.onInverse, textDecoration: 'underline' } },
});
export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.xxl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.inkMuted}`,
  color: vars.color.onInverseMuted,
  fontSize: vars.fontSize.sm,
});

/* Links passed in the fine print (privacy, terms, languages) would get the global brand blue, unreadable on the dark footer. */
globalStyle(`${bottom} a`, { color: vars.color.onInverse, textDecoration: 'underline' });
globalStyle(`${bottom} a:hover`, { color: vars.color.surface });
