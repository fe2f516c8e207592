import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { control } from '../Field/Field.css.ts';

export const textarea = style([control, { display: 'block', lineHeight: vars.lineHeight.normal }]);

export const resize = styleVariants({
  none: { resize: 'none' },
  vertical: { resize: 'vertical' },
  both: { resize: 'both' },
});
