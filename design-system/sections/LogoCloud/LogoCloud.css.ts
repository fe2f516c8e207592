import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaUp } from '#ds/theme/tokens.ts';

export const section = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.xxl });
export const heading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.inkMuted,
  textAlign: 'center',
});

const listBase = style({ margin: 0, padding: 0, listStyle: 'none' });

export const list = styleVariants({
  row: [
    listBase,
    {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'center',
      alignItems: 'center',
      gap: `${vars.space.lg} ${vars.space.xl}`,
      '@media': { [mediaUp('lg')]: { gap: `${vars.space.lg} ${vars.space.xxl}` } },
    },
  ],
  grid: [
    listBase,
    {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: vars.space.md,
      '@media': {
        [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        [mediaUp('lg')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))' },
      },
    },
  ],
});

export const item = styleVariants({
  row: { display: 'flex', alignItems: 'center', justifyContent: 'center', minWidth: 0 },
  grid: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 0,
    minHeight: '5rem',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
  },
});

export const link = style({ display: 'block', borderRadius: vars.radius.sm });

/**
 * Logos share one height and keep their aspect ratio (from the width/height
 * attributes, so the box is reserved before the file loads); a logo wider than
 * its cell shrinks inside its box instead of stretching.
 */
export const logo = style({
  width: 'auto',
  height: vars.space.xl,
  maxWidth: '100%',
  objectFit: 'contain',
  '@media': { [mediaUp('md')]: { height: '2.5rem' } },
});
