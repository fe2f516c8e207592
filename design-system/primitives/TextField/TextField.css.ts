import { style } from '@vanilla-extract/css';
import { control } from '#ds/primitives/Field/Field.css.ts';

export const input = style([control, { display: 'block', appearance: 'none' }]);
