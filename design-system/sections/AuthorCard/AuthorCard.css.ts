import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaUp } from '#ds/theme/tokens.ts';

const cardBase = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const card = styleVariants({
  /** Avatar above the text; sidebars and narrow columns. */
  stacked: [cardBase],
  /** Avatar beside the text from `sm` up; the end of a blog post. */
  inline: [
    cardBase,
    {
      '@media': {
        [mediaUp('sm')]: { gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: vars.space.lg, alignItems: 'start' },
      },
    },
  ],
});

export const avatar = style({
  width: '5rem',
  height: '5rem',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const body = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const name = style({ fontSize: vars.fontSize.lg, overflowWrap: 'anywhere', hyphens: 'auto' });
export const nameLink = style({ color: vars.color.ink, selectors: { '&:hover': { color: vars.color.brandStrong } } });
export const jobTitle = style({ color: vars.color.inkSubtle, fontSize: vars.fontSize.sm });
export const bio = style({ color: vars.color.inkMuted, overflowWrap: 'anywhere', hyphens: 'auto' });

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  marginTop: vars.space.xs,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '2.25rem',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
