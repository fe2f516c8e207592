import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const group = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const count = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, color: vars.color.inkMuted });

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.brandStrong } },
});

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, overflowWrap: 'anywhere' });

export const excerpt = style({ margin: 0, color: vars.color.ink, overflowWrap: 'anywhere' });

/** Matched words: bold on the soft brand tint (brand-strong on brand-soft meets 4.5:1). */
export const mark = style({
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.sm,
  paddingInline: '0.1em',
});

export const more = style({ justifySelf: 'start', fontWeight: vars.fontWeight.medium, color: vars.color.brand });
