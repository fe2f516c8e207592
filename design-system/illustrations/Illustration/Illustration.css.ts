import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

/**
 * The illustration palette. Every shape takes one of these classes instead of a colour, so the
 * drawings follow the theme's tokens (a dark theme recolours them without touching the SVG).
 */
export const tone = {
  /** The soft backdrop every scene stands on. */
  backdrop: style({ fill: vars.color.brandSoft }),
  /** Cards, screens and device faces. */
  panel: style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 2 }),
  muted: style({ fill: vars.color.surfaceMuted }),
  brand: style({ fill: vars.color.brand }),
  strong: style({ fill: vars.color.brandStrong }),
  accent: style({ fill: vars.color.accent }),
  ink: style({ fill: vars.color.surfaceInverse }),
  /** Status lights and healthy states. */
  ok: style({ fill: vars.color.success }),
  /** Text lines drawn as bars (no words, so nothing needs translating). */
  text: style({ fill: vars.color.border }),
  /** Connectors and outlines. */
  line: style({ fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 2, strokeLinecap: 'round' }),
  /** A flow of data or traffic: dashed, in the brand colour. */
  flow: style({
    fill: 'none',
    stroke: vars.color.brand,
    strokeWidth: 3,
    strokeLinecap: 'round',
    strokeDasharray: '2 8',
  }),
} as const;

export type Tone = keyof typeof tone;

export const illustration = style({ display: 'block', maxWidth: '100%', height: 'auto' });
