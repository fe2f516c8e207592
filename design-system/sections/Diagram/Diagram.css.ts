import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaUp } from '#ds/theme/tokens.ts';

/** The drawing beside its captions from `lg` up; stacked, drawing first, below. */
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const drawing = style({ minWidth: 0 });

export const parts = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'part',
});

/** Each caption's number is drawn like the drawing's markers, so the eye pairs them. */
export const part = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.xl} minmax(0, 1fr)`,
  columnGap: vars.space.sm,
  counterIncrement: 'part',
  '::before': {
    content: 'counter(part)',
    gridRow: '1 / span 2',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space.xl,
    height: vars.space.xl,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceInverse,
    color: vars.color.onInverse,
    fontWeight: vars.fontWeight.bold,
  },
});

export const title = style({ gridColumn: 2, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const text = style({ gridColumn: 2, color: vars.color.inkMuted, overflowWrap: 'break-word' });
