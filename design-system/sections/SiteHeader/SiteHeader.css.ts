import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { mediaUp } from '../../theme/tokens.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  minHeight: '4rem',
});

export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  color: vars.color.ink,
  textDecoration: 'none',
  marginInlineEnd: 'auto',
  '@media': { [mediaUp('lg')]: { marginInlineEnd: 0 } },
});

export const nav = style({
  display: 'none',
  '@media': { [mediaUp('lg')]: { display: 'block', marginInlineEnd: 'auto' } },
});

export const navList = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const navLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold },
  },
});

export const actions = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [mediaUp('md')]: { display: 'flex' } },
});

export const menu = style({
  '@media': { [mediaUp('lg')]: { display: 'none' } },
});

export const menuToggle = style({
  listStyle: 'none',
  cursor: 'pointer',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const menuPanel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const menuList = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });
