import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaMobile } from '#ds/theme/tokens.ts';

const slideIn = keyframes({ from: { transform: `translateX(calc(100% + ${vars.space.lg}))` }, to: { transform: 'none' } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${vars.space.lg}))` },
});

const reducedMotion = 'screen and (prefers-reduced-motion: reduce)';

/**
 * The stack of toasts, fixed to the bottom (right on wide screens, full width on mobile).
 * It lets clicks through its empty area; the toasts themselves take pointer events.
 */
export const viewport = style({
  position: 'fixed',
  insetInlineEnd: 0,
  bottom: 0,
  zIndex: vars.zIndex.popup,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '26rem',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  pointerEvents: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: `calc(-1 * ${vars.space.xs})` },
  },
  '@media': { [mediaMobile]: { insetInlineStart: 0, width: '100%', padding: vars.space.md } },
});

export const toast = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: vars.space.sm,
  rowGap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: vars.space.xxs,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in forwards` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'none', transition: `transform ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.normal} ease-out forwards` },
  },
  '@media': { [reducedMotion]: { animation: 'none', transition: 'none' } },
});

/** The accent edge and the title take the variant's colour. */
export const variant = styleVariants({
  info: { borderInlineStartColor: vars.color.info },
  success: { borderInlineStartColor: vars.color.success },
  warning: { borderInlineStartColor: vars.color.warning },
  danger: { borderInlineStartColor: vars.color.danger },
});

export const titleTone = styleVariants({
  info: { color: vars.color.info },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.danger },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const actions = style({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-start' });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xl,
  height: vars.space.xl,
  marginBlockStart: `calc(-1 * ${vars.space.xxs})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.inkMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.ink },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const closeIcon = style({ width: vars.space.md, height: vars.space.md });
