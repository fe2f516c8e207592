import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

export const group = style({ display: 'flex', minWidth: 0 });

export const orientation = styleVariants({
  vertical: { flexDirection: 'column', gap: vars.space.sm },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.sm },
});

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });

export const radio = style({
  all: 'unset',
  boxSizing: 'border-box',
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: `calc((${vars.lineHeight.normal} * 1em - 1.25rem) / 2)`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.ink },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '&[data-state="checked"]:hover:not(:disabled)': { borderColor: vars.color.brandStrong },
    // Also while hovered: the danger border must not give way to the hover colours above.
    '[aria-invalid="true"] &, [aria-invalid="true"] &:hover:not(:disabled)': {
      borderColor: vars.color.danger,
      boxShadow: `0 0 0 1px ${vars.color.danger}`,
    },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const dot = style({
  display: 'block',
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.ink,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  selectors: { '&[data-disabled]': { color: vars.color.inkMuted, cursor: 'not-allowed' } },
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, overflowWrap: 'anywhere' });
