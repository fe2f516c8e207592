import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

/** The vertical rhythm of a landing section: intro, then content. */
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  paddingBlock: vars.space.xxl,
  minWidth: 0,
});

export const intro = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, maxWidth: '48rem' });
export const heading = style({ fontSize: vars.fontSize.xxl, overflowWrap: 'break-word', hyphens: 'auto' });
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.inkMuted });
