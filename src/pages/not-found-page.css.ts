import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme/theme.css.ts';

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });
export const products = style({ marginTop: vars.space.xxl, display: 'grid', gap: vars.space.lg });
export const productsHeading = style({ fontSize: vars.fontSize.xl });
export const contacts = style({ marginTop: vars.space.xl });
