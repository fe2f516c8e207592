import { style } from '@vanilla-extract/css';
import { menuItem, menuList, menuToggle } from '#ds/theme/disclosure-menu.css.ts';
import { vars } from '#ds/theme/theme.css.ts';

export const menu = style({ position: 'relative' });

export const toggle = style([
  menuToggle,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, maxWidth: '14rem' },
]);

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const avatar = style({ borderRadius: '50%', flexShrink: 0, objectFit: 'cover' });

/** The avatar of an account without a picture: its initials on the brand's soft tint. */
export const initials = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 24,
  height: 24,
  borderRadius: '50%',
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

/** The menu cue: points down, and up while the menu is open. */
export const chevron = style({
  flexShrink: 0,
  color: vars.color.inkMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${menu}[open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const list = style([menuList, { minWidth: '13rem' }]);

export const link = menuItem;

export const action = style([
  menuItem,
  { width: '100%', border: 0, background: 'none', cursor: 'pointer', font: 'inherit', textAlign: 'start' },
]);

export const separator = style({ height: 1, margin: `${vars.space.xs} 0`, background: vars.color.border });
