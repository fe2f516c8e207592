import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaMobile } from '#ds/theme/tokens.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const requiredMarker = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  overflowWrap: 'anywhere',
});

/** Stays in the DOM while empty, so screen readers announce an error the moment it is filled in. */
export const errorRegion = style({
  selectors: { '&:empty': { display: 'none' } },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({
  flex: 'none',
  width: '1em',
  height: '1em',
  marginBlockStart: '0.2em',
});

/**
 * The box every text-like control shares (TextField, TextArea, Select trigger, PhoneField's
 * country select): 3:1 outline, brand border plus the focus ring on focus, thicker danger
 * border when invalid, muted when disabled.
 */
// No `display` here: each control sets its own (block, flex), and a shared one could win or
// lose against it depending on the order production CSS chunks load in.
export const control = style({
  width: '100%',
  minWidth: 0,
  margin: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  fontFamily: 'inherit',
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&::placeholder': { color: vars.color.inkSubtle, opacity: 1 },
    '&:hover:not(:disabled):not([aria-invalid="true"])': { borderColor: vars.color.ink },
    // Focus also turns the border brand blue, a second cue next to the ring.
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      borderColor: vars.color.brand,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&:disabled, &[data-disabled]': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.inkMuted,
      cursor: 'not-allowed',
    },
  },
});

export const controlSize = styleVariants({
  // Phones zoom into inputs under 16 px, so the small size keeps 16 px text on mobile.
  sm: {
    minHeight: '2.25rem',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    fontSize: vars.fontSize.sm,
    '@media': { [mediaMobile]: { fontSize: vars.fontSize.md } },
  },
  md: { minHeight: '2.75rem', padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.md },
  lg: { minHeight: '3.25rem', padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.lg },
});

export type ControlSize = keyof typeof controlSize;
