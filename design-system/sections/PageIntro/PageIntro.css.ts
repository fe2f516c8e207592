import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const intro = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  maxWidth: '48rem',
});
export const eyebrow = style({ color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const heading = style({ fontSize: vars.fontSize.display, overflowWrap: 'anywhere', hyphens: 'auto' });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.inkMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });
