import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const menu = style({ position: 'relative' });

export const toggle = style({
  listStyle: 'none',
  cursor: 'pointer',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&:hover': { background: vars.color.surfaceMuted } },
});

export const list = style({
  position: 'absolute',
  insetInlineEnd: 0,
  zIndex: vars.zIndex.popup,
  minWidth: '10rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&[aria-current]': { fontWeight: vars.fontWeight.bold } },
});
