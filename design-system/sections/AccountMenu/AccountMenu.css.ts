import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const menu = style({ position: 'relative' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  cursor: 'pointer',
  maxWidth: '14rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&:hover': { background: vars.color.surfaceMuted } },
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const avatar = style({ borderRadius: '50%', flexShrink: 0, objectFit: 'cover' });

export const list = style({
  position: 'absolute',
  insetInlineEnd: 0,
  zIndex: vars.zIndex.popup,
  minWidth: '13rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

const item = {
  display: 'block',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textAlign: 'start',
  textDecoration: 'none',
  font: 'inherit',
} as const;

export const link = style({ ...item, selectors: { '&:hover': { background: vars.color.surfaceMuted } } });

export const action = style({
  ...item,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const separator = style({ height: 1, margin: `${vars.space.xs} 0`, background: vars.color.border });
