import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaMobile } from '#ds/theme/tokens.ts';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
});

export const pages = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The full range with siblings around the current page: tablets and up. */
export const wide = style({ '@media': { [mediaMobile]: { display: 'none' } } });

/** Only first, current and last page: phones (≤ 768 px), where seven numbers do not fit. */
export const compact = style({ display: 'none', '@media': { [mediaMobile]: { display: 'flex' } } });

const cell = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  '@media': { [mediaMobile]: { minWidth: '2.25rem', minHeight: '2.25rem' } },
} as const;

export const item = style({
  ...cell,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  color: vars.color.ink,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[href]:hover': { background: vars.color.surfaceMuted, borderColor: vars.color.border },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.surface },
    '&[aria-current="page"]:hover': { background: vars.color.brandStrong },
  },
});

/** Previous and next: icon and label; the label is read but not shown on phones. */
export const step = style({
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  color: vars.color.brand,
  selectors: {
    '&[aria-disabled="true"]': { color: vars.color.inkSubtle, cursor: 'not-allowed' },
  },
  '@media': { [mediaMobile]: { paddingInline: vars.space.xs } },
});

export const stepLabel = style({
  '@media': {
    [mediaMobile]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const ellipsis = style({
  ...cell,
  minWidth: '1.5rem',
  color: vars.color.inkSubtle,
  '@media': { [mediaMobile]: { minWidth: '1.5rem', minHeight: '2.25rem' } },
});
