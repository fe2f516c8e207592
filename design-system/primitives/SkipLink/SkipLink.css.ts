import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '-10rem',
  zIndex: vars.zIndex.popup,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { top: vars.space.md } },
});
