import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaUp } from '#ds/theme/tokens.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  minWidth: 0,
});

/**
 * Three columns fit a 320 px phone: long words break inside their cell instead of widening
 * the table, so the table never needs to scroll.
 */
export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize.md, overflowWrap: 'break-word' } },
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space.md,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
});

const cell = {
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  '@media': { [mediaUp('md')]: { padding: `${vars.space.md} ${vars.space.md}` } },
} as const;

export const columnHeader = style({ ...cell, color: vars.color.inkMuted, fontWeight: vars.fontWeight.bold });
export const featureColumnHeader = style({ width: '40%' });

/** Our column is framed in the brand colour from header to last row. */
export const oursHeader = style({
  color: vars.color.brandStrong,
  background: vars.color.brandSoft,
  borderTopLeftRadius: vars.radius.md,
  borderTopRightRadius: vars.radius.md,
});

export const rowHeader = style({ ...cell, fontWeight: vars.fontWeight.medium, color: vars.color.ink });

export const value = style({ ...cell, color: vars.color.ink });

export const oursValue = style({
  fontWeight: vars.fontWeight.bold,
  boxShadow: `inset 2px 0 0 ${vars.color.brandSoft}, inset -2px 0 0 ${vars.color.brandSoft}`,
});

export const mark = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
export const yes = style({ color: vars.color.success });
export const no = style({ color: vars.color.danger });
export const markIcon = style({ width: vars.space.lg, height: vars.space.lg, flexShrink: 0 });

export const notes = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.fontSize.sm, color: vars.color.inkMuted });
