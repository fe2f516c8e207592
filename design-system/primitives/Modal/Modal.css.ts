import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaMobile } from '#ds/theme/tokens.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
/** How far the panel travels as it enters: a nudge when centred, its full height on mobile. */
const enterOffset = createVar();
// One keyframe for both layouts, so crossing the breakpoint while open does not replay it.
const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${enterOffset})` },
  to: { opacity: 1, transform: 'none' },
});

const reducedMotion = 'screen and (prefers-reduced-motion: reduce)';

/** The dimmed page behind the dialog (Radix locks the body scroll while it is mounted). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.popup,
  background: `color-mix(in srgb, ${vars.color.surfaceInverse} 60%, transparent)`,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

/** Centred dialog with a maximum width on wide screens; the full screen at mobile widths (≤ 768 px). */
export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.popup,
  display: 'flex',
  flexDirection: 'column',
  width: `calc(100vw - 2 * ${vars.space.lg})`,
  maxHeight: `calc(100dvh - 2 * ${vars.space.xl})`,
  translate: '-50% -50%',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  vars: { [enterOffset]: vars.space.xs },
  selectors: {
    '&[data-state="open"]': { animation: `${enter} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': {
    [mediaMobile]: {
      inset: 0,
      width: '100%',
      maxWidth: 'none',
      height: '100dvh',
      maxHeight: 'none',
      translate: 'none',
      borderRadius: 0,
      vars: { [enterOffset]: '100%' },
    },
    [reducedMotion]: { selectors: { '&[data-state="open"]': { animation: 'none' } } },
  },
});

/** Maximum widths above the mobile breakpoint. */
export const size = styleVariants({
  sm: { maxWidth: '28rem' },
  md: { maxWidth: '36rem' },
  lg: { maxWidth: '48rem' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
});

/** With a hidden title only the close button is left in the header: keep it compact. */
export const headerBare = style({ justifyContent: 'flex-end', paddingBottom: 0 });

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flexGrow: 1, minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const description = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.md });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.inkMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.ink },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const closeIcon = style({ width: vars.space.lg, height: vars.space.lg });

export const body = style({
  flexGrow: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  // Inset, so the scroll container does not clip its own focus ring.
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaMobile]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
