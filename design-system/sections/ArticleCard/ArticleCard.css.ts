import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.md, borderColor: vars.color.brand } },
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flexGrow: 1, padding: vars.space.lg });

export const title = style({ fontSize: vars.fontSize.lg, overflowWrap: 'anywhere', hyphens: 'auto' });

/** The whole card is the link target; the pseudo-element stretches the title link over it. */
export const titleLink = style({
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    [`${card}:hover &`]: { color: vars.color.brandStrong, textDecoration: 'underline' },
    /* The ring goes round the whole card: the link itself is only the title. */
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

/** "(in English)" after the title of an article in another language than the page. */
export const languageNote = style({
  color: vars.color.inkSubtle,
  fontSize: vars.fontSize.sm,
  fontWeight: 'normal',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  color: vars.color.inkSubtle,
  fontSize: vars.fontSize.sm,
});

/** The separator travels with the item after it, so a wrapped line never starts with a dot. */
export const dot = style({ marginInlineEnd: vars.space.xs });

export const excerpt = style({ color: vars.color.inkMuted, flexGrow: 1, overflowWrap: 'anywhere', hyphens: 'auto' });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const tag = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
});

/** Tag links sit above the stretched title link, so they stay clickable. */
export const tagLink = style({
  position: 'relative',
  zIndex: 1,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
