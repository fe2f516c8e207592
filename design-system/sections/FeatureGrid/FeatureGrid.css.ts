import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaUp } from '#ds/theme/tokens.ts';

const listBase = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** One column on phones, two from `sm`, three from `lg` (unless capped at two). */
export const list = styleVariants({
  2: [listBase],
  3: [listBase, { '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } }],
});

export const feature = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs, minWidth: 0 });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
});

export const title = style({ fontSize: vars.fontSize.lg, overflowWrap: 'break-word', hyphens: 'auto' });
export const text = style({ color: vars.color.inkMuted, overflowWrap: 'break-word' });
