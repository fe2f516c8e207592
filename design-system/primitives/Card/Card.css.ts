import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaMobile } from '#ds/theme/tokens.ts';

export const base = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: '1px solid transparent',
  color: vars.color.ink,
  overflowWrap: 'anywhere',
});

export const variant = styleVariants({
  elevated: { background: vars.color.surface, boxShadow: vars.shadow.sm, borderColor: vars.color.border },
  outlined: { background: vars.color.surface, borderColor: vars.color.border },
  muted: { background: vars.color.surfaceMuted },
});

export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space.md },
  md: { padding: vars.space.lg },
  // Large padding shrinks on phones, where the card is already the full column width.
  lg: { padding: vars.space.xl, '@media': { [mediaMobile]: { padding: vars.space.lg } } },
});

/**
 * Hover and keyboard focus anywhere inside lift the card. When the focus is on a `CardLink`
 * the whole card gets the focus ring, since its link area covers the card.
 */
export const interactive = style({
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover, &:focus-within': { boxShadow: vars.shadow.md, borderColor: vars.color.brand },
    '&:has(a[data-card-link]:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Stretches its `::after` over the whole card, so the card is one click target. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
  },
  // Where `:has()` draws the ring on the card, the link's own ring would be a second one.
  '@supports': { 'selector(:has(*))': { selectors: { '&:focus-visible': { outline: 'none' } } } },
});
