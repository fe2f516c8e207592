import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** The parts every header disclosure menu shares (language, account): its toggle, popover list and items. */
export const menuToggle = style({
  listStyle: 'none',
  cursor: 'pointer',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&:hover': { background: vars.color.surfaceMuted } },
});

export const menuList = style({
  position: 'absolute',
  insetInlineEnd: 0,
  zIndex: vars.zIndex.popup,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const menuItem = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
