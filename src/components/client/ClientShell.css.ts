import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/theme.css.ts';

export const notice = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.popup,
  maxWidth: '28rem',
  marginInline: 'auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceInverse,
  color: vars.color.onInverse,
  boxShadow: vars.shadow.md,
  selectors: { '&:empty': { display: 'none' } },
});
