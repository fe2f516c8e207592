import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css.ts';

export const input = style([control, { display: 'block', appearance: 'none' }]);
