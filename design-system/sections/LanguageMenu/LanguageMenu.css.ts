import { style } from '@vanilla-extract/css';
import { menuItem, menuList, menuToggle } from '#ds/theme/disclosure-menu.css.ts';
import { vars } from '#ds/theme/theme.css.ts';

export const menu = style({ position: 'relative' });

export const toggle = menuToggle;

export const list = style([menuList, { minWidth: '10rem' }]);

export const link = style([menuItem, { selectors: { '&[aria-current]': { fontWeight: vars.fontWeight.bold } } }]);
