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
  /** Lines drawn on a brand-coloured shape. */
  lineOnBrand: style({ fill: 'none', stroke: vars.color.surface, strokeWidth: 3, strokeLinecap: 'round' }),
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

/** An area a diagram groups things in (a private network, what we operate): a dashed outline. */
export const zone = style({
  fill: vars.color.surface,
  fillOpacity: 0.6,
  stroke: vars.color.brand,
  strokeWidth: 2,
  strokeDasharray: '8 6',
});

/** The numbered badge that ties a part of a diagram to its caption. */
export const marker = style({ fill: vars.color.surfaceInverse, stroke: vars.color.surface, strokeWidth: 3 });
export const markerDigit = style({
  fill: vars.color.onInverse,
  fontFamily: vars.font.body,
  fontSize: '15px',
  fontWeight: vars.fontWeight.bold,
  textAnchor: 'middle',
  dominantBaseline: 'central',
});

export const illustration = style({ display: 'block', maxWidth: '100%', height: 'auto' });
