import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const root = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

const listBase = style({ display: 'flex', minWidth: 0 });

export const list = styleVariants({
  /**
   * A row of labels over a rule. Too many to fit (a narrow phone) and the row scrolls
   * sideways instead of widening the page.
   */
  underline: [
    listBase,
    {
      gap: vars.space.xs,
      overflowX: 'auto',
      scrollbarWidth: 'thin',
      boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
    },
  ],
  /** A segmented pill; the options wrap onto further lines when they do not fit. */
  pill: [
    listBase,
    {
      flexWrap: 'wrap',
      gap: vars.space.xxs,
      justifySelf: 'start',
      padding: vars.space.xxs,
      borderRadius: vars.radius.lg,
      background: vars.color.surfaceMuted,
      border: `1px solid ${vars.color.border}`,
    },
  ],
});

export const trigger = style({
  flexShrink: 0,
  border: 0,
  background: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.inkMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.ink },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:focus-visible': focusRing,
    // The underline list scrolls, which clips anything drawn outside it: draw the ring inside.
    [`${list.underline} > &:focus-visible`]: { outlineOffset: '-3px' },
    [`${list.underline} > &`]: {
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
    },
    [`${list.underline} > &[data-state="active"]`]: {
      color: vars.color.brandStrong,
      boxShadow: `inset 0 -3px 0 ${vars.color.brand}`,
    },
    [`${list.pill} > &`]: {
      padding: `${vars.space.xs} ${vars.space.md}`,
      borderRadius: vars.radius.md,
    },
    [`${list.pill} > &[data-state="active"]`]: {
      color: vars.color.ink,
      background: vars.color.surface,
      boxShadow: vars.shadow.sm,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const content = style({
  minWidth: 0,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': focusRing,
    // With `forceMount` every panel stays in the document (crawlers see them all); only the active one shows.
    '&[data-state="inactive"]': { display: 'none' },
  },
});
