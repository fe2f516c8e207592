import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '0 0' } });

/** A muted shape with a light band sweeping across; still for people who ask for less motion. */
export const shape = style({
  display: 'block',
  backgroundColor: vars.color.border,
  backgroundImage: `linear-gradient(90deg, ${vars.color.border} 30%, ${vars.color.surfaceMuted} 50%, ${vars.color.border} 70%)`,
  backgroundSize: '300% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
  },
});

export const lines = style({ display: 'block', width: '100%' });

/** One line of text: a bar as high as the x-height band, spaced like body copy. */
export const line = style({
  height: '0.9em',
  marginBlock: '0.3em',
  borderRadius: vars.radius.sm,
  selectors: { '&:last-child:not(:only-child)': { width: '60%' } },
});

export const block = style({ width: '100%', height: vars.space.xxxl, borderRadius: vars.radius.md });

export const circle = style({ borderRadius: vars.radius.pill, flexShrink: 0 });

export const circleSize = styleVariants({
  sm: { width: vars.space.xl, height: vars.space.xl },
  md: { width: vars.space.xxl, height: vars.space.xxl },
  lg: { width: vars.space.xxxl, height: vars.space.xxxl },
});
