import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  zIndex: vars.zIndex.popup,
  maxWidth: 'min(20rem, var(--radix-tooltip-content-available-width))',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceInverse,
  color: vars.color.onInverse,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  transformOrigin: 'var(--radix-tooltip-content-transform-origin)',
  selectors: {
    '&[data-state="delayed-open"]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': { 'screen and (prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const arrow = style({ fill: vars.color.surfaceInverse });
