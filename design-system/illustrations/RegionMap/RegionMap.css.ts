import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaUp } from '#ds/theme/tokens.ts';
import { dotPitch } from './projection.ts';

export const root = style({ position: 'relative', width: '100%' });

export const svg = style({ display: 'block', width: '100%', height: 'auto' });

/** Land as dots: a dashed stroke with round caps, one dot per pitch. */
export const land = style({
  fill: 'none',
  stroke: vars.color.brandStrong,
  strokeOpacity: 0.3,
  strokeWidth: 8,
  strokeLinecap: 'round',
  strokeDasharray: `0 ${dotPitch}`,
});

export const backdrop = style({ fill: vars.color.brandSoft });

export const pin = style({ fill: vars.color.brand, stroke: vars.color.surface, strokeWidth: 3 });
export const pinFocused = style({ fill: vars.color.accent });
export const halo = style({ fill: vars.color.brand, fillOpacity: 0.2 });

/** City names sit over the drawing as text, at the text's own size; on phones the list beside the map names them. */
export const label = style({
  position: 'absolute',
  display: 'none',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.sm,
  '@media': { [mediaUp('md')]: { display: 'block' } },
});

const gap = '0.6rem';
export const placement = styleVariants({
  right: { transform: `translate(${gap}, -50%)` },
  left: { transform: `translate(calc(-100% - ${gap}), -50%)` },
  above: { transform: `translate(-50%, calc(-100% - ${gap}))` },
  below: { transform: `translate(-50%, ${gap})` },
});
