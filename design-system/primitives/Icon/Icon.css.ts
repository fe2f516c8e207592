import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

const iconSize = createVar();

export const icon = style({
  // The global reset makes every svg a block; icons sit in a line of text.
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: '-0.125em',
  height: iconSize,
});

/** Line icons are square and draw with the current text colour. */
export const stroke = style({
  width: iconSize,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** Flags are 3:2 and carry their own colours; the outline keeps white stripes visible on white. */
export const flag = style({
  width: `calc(${iconSize} * 1.5)`,
  borderRadius: vars.radius.sm,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});

/**
 * `inherit` follows the font size (1em); the others are fixed steps of the spacing scale. Width
 * and height are both set, so a flex or grid parent cannot stretch an icon.
 */
export const size = styleVariants({
  inherit: { vars: { [iconSize]: '1em' } },
  sm: { vars: { [iconSize]: vars.space.md } },
  md: { vars: { [iconSize]: vars.space.lg } },
  lg: { vars: { [iconSize]: vars.space.xl } },
  xl: { vars: { [iconSize]: vars.space.xxl } },
});
