import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaUp } from '#ds/theme/tokens.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/*
 * From 1024 px the bar holds the brand, seven links and the account actions on
 * one line. Between 1024 and 1279 px the longest locales (es, fr) only fit with
 * tighter gaps (between the groups too) and smaller link text, so those widen again from 1280 px. Nothing
 * here may shrink or break inside a word: a locale that no longer fits should
 * overflow, and the breakpoint tests catch it.
 */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '4rem',
  '@media': { [mediaUp('lg')]: { gap: vars.space.xs }, [mediaUp('xl')]: { gap: vars.space.lg } },
});

export const brand = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  color: vars.color.ink,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  marginInlineEnd: 'auto',
  '@media': { [mediaUp('lg')]: { marginInlineEnd: 0 } },
});

export const nav = style({
  display: 'none',
  '@media': { [mediaUp('lg')]: { display: 'block', marginInlineEnd: 'auto' } },
});

export const navList = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaUp('xl')]: { gap: vars.space.xs } },
});

export const navLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  textDecoration: 'none',
  '@media': {
    [mediaUp('lg')]: { paddingInline: vars.space.xs, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' },
    [mediaUp('xl')]: { paddingInline: vars.space.xs, fontSize: vars.fontSize.md },
  },
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold },
  },
});

export const actions = style({
  display: 'none',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  '@media': { [mediaUp('md')]: { display: 'flex' } },
});

export const menu = style({
  '@media': { [mediaUp('lg')]: { display: 'none' } },
});

/** A header without navigation keeps its note or actions next to the brand at every width. */
export const minimalActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.inkMuted });

export const whenOpen = style({ display: 'contents', selectors: { [`${menu}:not([open]) &`]: { display: 'none' } } });
export const whenClosed = style({ display: 'contents', selectors: { [`${menu}[open] &`]: { display: 'none' } } });

export const menuToggle = style({
  listStyle: 'none',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.ink,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

/**
 * The open menu's backdrop: a pseudo-element of the toggle, so a tap on it is a tap on the toggle
 * and closes the menu, and nothing under it (a region tab, a link) gets the tap.
 */
globalStyle(`${menu}[open] > ${menuToggle}::after`, {
  content: '""',
  position: 'fixed',
  inset: 0,
  zIndex: -1,
  background: `color-mix(in srgb, ${vars.color.surfaceInverse} 45%, transparent)`,
  cursor: 'default',
});

/**
 * The html element keeps `scroll-padding-top` for the sticky header, so a focused control is not
 * left under it. The header's own controls sit inside that padding at any scroll position, so a
 * focus there (a tap on the menu toggle) made the browser scroll the page by hundreds of pixels
 * to "reveal" them; their scroll area is moved below the padding, where they always are in view.
 */
globalStyle(`${header} summary, ${header} a, ${header} button`, { scrollMarginTop: '-5rem', scrollMarginBottom: '5rem' });

export const menuPanel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  // A long menu scrolls inside itself; the page behind is held by the site while it is open (data-scroll-lock).
  maxHeight: 'calc(100dvh - 4rem)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

/** At the panel's inline end, where the language list (aligned to its toggle's end) opens inside the screen. */
export const menuLanguages = style({ justifySelf: 'end' });

export const menuList = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const search = style({ flexShrink: 0 });

/** An icon button, borderless like the language toggle next to it, so the longest locales keep one line. */
export const searchToggle = style([
  menuToggle,
  {
    display: 'grid',
    placeItems: 'center',
    minWidth: '2.25rem',
    minHeight: '2.25rem',
    padding: vars.space.xxs,
    borderColor: 'transparent',
    color: vars.color.ink,
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      [`${search}[open] &`]: { background: vars.color.brandSoft, borderColor: vars.color.brand },
    },
  },
]);

/**
 * The search panel holds one field; its suggestion list hangs below it. It must not clip that
 * list, so unlike the menu it neither limits its height nor scrolls: the list scrolls itself.
 */
export const searchPanel = style([menuPanel, { display: 'block', paddingInline: 0, maxHeight: 'none', overflow: 'visible' }]);
