import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

const grow = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.9)' } });

export const track = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: '3px',
  zIndex: vars.zIndex.progress,
  pointerEvents: 'none',
});

export const bar = style({
  height: '100%',
  transformOrigin: 'left',
  background: vars.color.brand,
});

export const state = styleVariants({
  idle: { opacity: 0, transform: 'scaleX(0)' },
  running: {
    // Creeps towards 90 % over the navigation budget; the duration is set inline.
    animationName: grow,
    animationTimingFunction: 'cubic-bezier(0.1, 0.6, 0.3, 1)',
    animationFillMode: 'forwards',
  },
  finishing: { transform: 'scaleX(1)', transition: `transform ${vars.motion.normal} ease-out` },
  failed: { transform: 'scaleX(1)', background: vars.color.danger },
});
