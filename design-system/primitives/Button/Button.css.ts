import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

const inactive = ':is(:disabled, [aria-disabled="true"])';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`&${inactive}`]: { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { opacity: 1, cursor: 'progress' },
  },
});

const hover = `&:hover:not(${inactive})`;

export const variant = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.surface,
    selectors: { [hover]: { background: vars.color.brandStrong } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.brandStrong,
    borderColor: vars.color.border,
    selectors: { [hover]: { background: vars.color.brandSoft } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.ink,
    selectors: { [hover]: { background: vars.color.surfaceMuted } },
  },
  link: {
    background: 'transparent',
    color: vars.color.brand,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    selectors: { [hover]: { color: vars.color.brandStrong } },
  },
});

export const size = styleVariants({
  sm: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm, minHeight: '2.25rem' },
  md: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md, minHeight: '2.75rem' },
  lg: { padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg, minHeight: '3.25rem' },
});

/** The `link` variant takes only the type size: no padding or button height around the text. */
export const linkSize = styleVariants({
  sm: { padding: 0, fontSize: vars.fontSize.sm },
  md: { padding: 0, fontSize: vars.fontSize.md },
  lg: { padding: 0, fontSize: vars.fontSize.lg },
});

export const fullWidth = style({ display: 'flex', width: '100%' });

/** Label and icons; made transparent (not hidden) while loading so the name stays readable to AT. */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: { [`${base}[aria-busy="true"] &`]: { opacity: 0 } },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Centred over the transparent label, so the button keeps its width while loading. */
export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.1em',
  height: '1.1em',
  borderRadius: vars.radius.pill,
  border: '0.15em solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': {
    // Still shows activity, but slowly, for people who ask for less motion.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});
