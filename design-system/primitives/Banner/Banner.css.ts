import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaMobile } from '#ds/theme/tokens.ts';

export const banner = style({
  width: '100%',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** Text/background pairs from the theme's checked contrast list. */
export const variant = styleVariants({
  info: { background: vars.color.brandSoft, color: vars.color.brandStrong },
  promo: { background: vars.color.surfaceInverse, color: vars.color.onInverse },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.layout.gutter,
});

export const message = style({
  flexGrow: 1,
  minWidth: 0,
  paddingBlock: vars.space.xxs,
  // Centred on wide screens, where the close button sits at the far end; left-aligned on mobile.
  paddingInlineStart: vars.space.xl,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  '@media': { [mediaMobile]: { paddingInlineStart: 0, textAlign: 'start' } },
});

export const action = style({
  marginInlineStart: vars.space.xs,
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xl,
  height: vars.space.xl,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'color-mix(in srgb, currentColor 12%, transparent)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const closeIcon = style({ width: vars.space.md, height: vars.space.md });
