import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/theme.css.ts';

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '-10rem',
  zIndex: vars.zIndex.popup,
  padding: vars.space.sm,
  background: vars.color.surface,
  selectors: { '&:focus': { top: vars.space.md } },
});
