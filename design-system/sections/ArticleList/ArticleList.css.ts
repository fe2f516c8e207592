import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const section = style({ display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xxl });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({ fontSize: vars.fontSize.xxl, overflowWrap: 'anywhere', hyphens: 'auto' });
export const moreLink = style({ fontWeight: vars.fontWeight.medium });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const empty = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  color: vars.color.inkMuted,
  textAlign: 'center',
});
