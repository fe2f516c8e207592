import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaUp } from '#ds/theme/tokens.ts';

const listBase = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

/** `horizontal` puts the steps side by side from `md` up; `vertical` always stacks them. */
export const list = styleVariants({
  vertical: [listBase],
  horizontal: [
    listBase,
    { '@media': { [mediaUp('md')]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)', gap: vars.space.xl } } },
  ],
});

/** The list keeps its numbering semantics; the visible number is drawn from a CSS counter. */
export const step = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.xxl} minmax(0, 1fr)`,
  columnGap: vars.space.md,
  alignItems: 'start',
  alignContent: 'start',
  counterIncrement: 'step',
  minWidth: 0,
  '::before': {
    content: 'counter(step)',
    gridRow: 1,
    gridColumn: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space.xxl,
    height: vars.space.xxl,
    borderRadius: vars.radius.pill,
    background: vars.color.brand,
    color: vars.color.surface,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
  },
});

export const title = style({
  gridRow: 1,
  gridColumn: 2,
  minHeight: vars.space.xxl,
  display: 'flex',
  alignItems: 'center',
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});
export const text = style({ gridRow: 2, gridColumn: 2, color: vars.color.inkMuted, overflowWrap: 'break-word' });
