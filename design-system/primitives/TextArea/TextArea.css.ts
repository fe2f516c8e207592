import { style, styleVariants } from '@vanilla-extract/css';
import { control } from '#ds/primitives/Field/Field.css.ts';
import { vars } from '#ds/theme/theme.css.ts';

export const textarea = style([control, { display: 'block', lineHeight: vars.lineHeight.normal }]);

export const resize = styleVariants({
  none: { resize: 'none' },
  vertical: { resize: 'vertical' },
  both: { resize: 'both' },
});
