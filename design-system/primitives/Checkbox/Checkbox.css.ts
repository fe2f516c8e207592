import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  // Centres the box on the first line of a label with normal line height.
  marginBlockStart: `calc((${vars.lineHeight.normal} * 1em - 1.25rem) / 2)`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.surface,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.ink },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&[data-state="checked"]:hover:not(:disabled), &[data-state="indeterminate"]:hover:not(:disabled)': {
      background: vars.color.brandStrong,
      borderColor: vars.color.brandStrong,
    },
    // Also while hovered: the danger border must not give way to the hover colours above.
    '&[aria-invalid="true"], &[aria-invalid="true"]:hover:not(:disabled)': {
      borderColor: vars.color.danger,
      boxShadow: `0 0 0 1px ${vars.color.danger}`,
    },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const indicator = style({ display: 'flex', width: '100%', height: '100%' });

export const icon = style({ width: '100%', height: '100%', display: 'none' });
export const checkIcon = style({});
export const dashIcon = style({});
globalStyle(`${indicator}[data-state="checked"] ${checkIcon}`, { display: 'block' });
globalStyle(`${indicator}[data-state="indeterminate"] ${dashIcon}`, { display: 'block' });

export const label = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.ink,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  selectors: { '&[data-disabled]': { color: vars.color.inkMuted, cursor: 'not-allowed' } },
});

/** Hint and error line up with the label text, not the box. */
export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: `calc(1.25rem + ${vars.space.xs})`,
});
