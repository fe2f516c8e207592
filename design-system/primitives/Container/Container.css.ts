import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
});
