import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaUp } from '#ds/theme/tokens.ts';

export const nav = style({ fontSize: vars.fontSize.sm });

const listBase = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const list = styleVariants({
  1: [listBase],
  2: [
    listBase,
    {
      marginTop: vars.space.xxs,
      marginInlineStart: vars.space.sm,
      paddingInlineStart: vars.space.xs,
      borderInlineStart: `1px solid ${vars.color.border}`,
    },
  ],
  3: [
    listBase,
    {
      marginTop: vars.space.xxs,
      marginInlineStart: vars.space.sm,
      paddingInlineStart: vars.space.xs,
      borderInlineStart: `1px solid ${vars.color.border}`,
    },
  ],
});

export const item = style({ position: 'relative' });

/** One line of the tree: the link's padding and line height, shared by the toggle so they line up. */
const rowHeight = `calc(${vars.space.xs} * 2 + ${vars.lineHeight.normal} * 1em)`;

const linkBase = style({
  display: 'block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.inkMuted,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.ink },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const link = styleVariants({
  1: [linkBase, { color: vars.color.ink, fontWeight: vars.fontWeight.medium }],
  2: [linkBase],
  3: [linkBase],
});

/** Room at the end of a link for its toggle. */
export const withToggle = style({ paddingInlineEnd: `calc(${rowHeight} + ${vars.space.xxs})` });

export const details = style({});

export const toggle = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: rowHeight,
  height: rowHeight,
  borderRadius: vars.radius.md,
  color: vars.color.inkMuted,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.ink },
  },
});

export const chevron = style({
  width: vars.fontSize.md,
  height: vars.fontSize.md,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${details}[open] > ${toggle} &`]: { transform: 'rotate(90deg)' },
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/**
 * The tree folded behind its control below the large breakpoint (issue 25.8). From the breakpoint
 * up, where the tree is a sidebar, the control is hidden and the content shown even while the
 * <details> is closed — only where the browser can style `::details-content`; elsewhere the control
 * stays, so the tree is never out of reach.
 */
export const collapsible = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [mediaUp('lg')]: { '@supports': { 'selector(::details-content)': { border: 0, background: 'none' } } } },
});

export const collapsibleToggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '44px',
  paddingInline: vars.space.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.ink,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
  '@media': { [mediaUp('lg')]: { '@supports': { 'selector(::details-content)': { display: 'none' } } } },
});

globalStyle(`${collapsible}[open] > ${collapsibleToggle} > svg`, { transform: 'rotate(90deg)' });
globalStyle(`${collapsible} > nav`, { padding: vars.space.xs, '@media': { [mediaUp('lg')]: { padding: 0 } } });
globalStyle(`${collapsible}::details-content`, {
  '@media': { [mediaUp('lg')]: { contentVisibility: 'visible' } },
});
