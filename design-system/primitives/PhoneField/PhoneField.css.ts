import { globalStyle, style } from '@vanilla-extract/css';
import { control } from '#ds/primitives/Field/Field.css.ts';
import { vars } from '#ds/theme/theme.css.ts';

export const row = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs, minWidth: 0 });

/**
 * The country select shows a compact "DE +49" face (`countryFace`, in flow, sizing the box) and
 * lays the real select over it with transparent text, so the dial code never truncates on narrow
 * screens while the select still announces and lists the full "Germany (+49)" options.
 */
export const countryWrap = style({ position: 'relative', flex: 'none', display: 'flex' });

const chevronSpace = `calc(${vars.space.xs} + 1rem)`;

export const country = style([
  control,
  {
    position: 'absolute',
    inset: 0,
    height: '100%',
    appearance: 'none',
    color: 'transparent',
    cursor: 'pointer',
    selectors: { '&:disabled': { color: 'transparent' } },
    '@media': {
      // Forced colours repaint the select's text, so show it and drop the face.
      '(forced-colors: active)': { position: 'static', color: 'CanvasText' },
    },
  },
]);

// The open list takes its colours from the select, which is transparent.
globalStyle(`${country} option`, { color: vars.color.ink, background: vars.color.surface });

export const countryFace = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  border: '1px solid transparent',
  paddingInlineEnd: `calc(${vars.space.sm} + ${chevronSpace})`,
  color: vars.color.ink,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
  selectors: { 'select:disabled + &': { color: vars.color.inkMuted } },
  '@media': { '(forced-colors: active)': { display: 'none' } },
});

export const countryCode = style({ fontWeight: vars.fontWeight.medium });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  width: '1rem',
  height: '1rem',
  transform: 'translateY(-50%)',
  color: vars.color.inkMuted,
  pointerEvents: 'none',
});

export const number = style({ flex: '1 1 0', minWidth: 0 });
