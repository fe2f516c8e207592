import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaUp } from '#ds/theme/tokens.ts';

export const band = style({ paddingBlock: vars.space.xxl, '@media': { [mediaUp('lg')]: { paddingBlock: vars.space.xxxl } } });

export const tone = styleVariants({
  brand: { background: vars.color.brand, color: vars.color.surface },
  inverse: { background: vars.color.surfaceInverse, color: vars.color.onInverse },
  muted: { background: vars.color.surfaceMuted, color: vars.color.ink },
});

export const inner = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: vars.space.xxl },
  },
});

export const centred = style({
  justifyItems: 'center',
  textAlign: 'center',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const copy = style({ display: 'grid', gap: vars.space.sm, maxWidth: '44rem' });
export const heading = style({ fontSize: vars.fontSize.xxl, overflowWrap: 'anywhere', hyphens: 'auto' });

export const text = styleVariants({
  brand: { fontSize: vars.fontSize.lg, color: vars.color.surface },
  inverse: { fontSize: vars.fontSize.lg, color: vars.color.onInverseMuted },
  muted: { fontSize: vars.fontSize.lg, color: vars.color.inkMuted },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const actionsCentred = style({ justifyContent: 'center' });

/** Long labels wrap instead of pushing the band wider than a phone. */
export const action = style({ maxWidth: '100%', textAlign: 'center', overflowWrap: 'anywhere' });

/*
 * Buttons per tone. The selectors carry the band's class so they outrank the
 * Button variants whatever order the stylesheets load in.
 *
 * On the brand band the focus colour alone is too close to the blue
 * (under 3:1), so a surface-coloured halo fills the outline offset.
 */
const brandFocus = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
};

export const primary = styleVariants({
  brand: {
    selectors: {
      [`${tone.brand} &`]: { background: vars.color.surface, color: vars.color.brandStrong, borderColor: vars.color.surface },
      [`${tone.brand} &:hover`]: { background: vars.color.brandSoft },
      [`${tone.brand} &:focus-visible`]: brandFocus,
    },
  },
  inverse: {},
  muted: {},
});

export const secondary = styleVariants({
  brand: {
    selectors: {
      [`${tone.brand} &`]: { background: 'transparent', color: vars.color.surface, borderColor: vars.color.surface },
      [`${tone.brand} &:hover`]: { background: vars.color.brandStrong },
      [`${tone.brand} &:focus-visible`]: brandFocus,
    },
  },
  inverse: {
    selectors: {
      [`${tone.inverse} &`]: { background: 'transparent', color: vars.color.onInverse, borderColor: vars.color.onInverseMuted },
      [`${tone.inverse} &:hover`]: { background: vars.color.ink },
    },
  },
  muted: {},
});
