import { style } from '@vanilla-extract/css';
import { control } from '#ds/primitives/Field/Field.css.ts';
import { vars } from '#ds/theme/theme.css.ts';

/** Holds the select and its chevron, which is drawn over the select's end and lets clicks through. */
export const wrapper = style({ position: 'relative', display: 'block', minWidth: 0 });

export const select = style([
  control,
  {
    display: 'block',
    appearance: 'none',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      // Room for the chevron at the end, in either writing direction; the state pair outranks the
      // size variant's padding shorthand whatever order the sheets arrive in.
      '&:enabled, &:disabled': { paddingInlineEnd: `calc(${vars.space.sm} + 1rem + ${vars.space.xs})` },
      '&[data-placeholder]': { color: vars.color.inkSubtle },
      '&[data-placeholder]:disabled': { color: vars.color.inkMuted },
      '&:disabled': { opacity: 1 },
    },
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  width: '1rem',
  height: '1rem',
  marginBlockStart: '-0.5rem',
  color: vars.color.inkMuted,
  pointerEvents: 'none',
});
