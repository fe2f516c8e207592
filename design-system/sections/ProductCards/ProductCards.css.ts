import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaMobile } from '#ds/theme/tokens.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.ink,
  textDecoration: 'none',
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
});

export const linked = style({
  selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.md, borderColor: vars.color.brand } },
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const text = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm, flexGrow: 1 });
export const price = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong });

/** The whole card is the link target; the pseudo-element stretches the title link over it. */
export const stretchedLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg } },
});

/**
 * "View Plans": revealed on hover or focus on wide screens, always shown on
 * mobile widths (≤ 768 px) where there is no hover.
 */
export const cta = style({
  alignSelf: 'flex-start',
  marginTop: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  visibility: 'hidden',
  selectors: { [`${card}:hover &, ${card}:focus-within &`]: { visibility: 'visible' } },
  '@media': { [mediaMobile]: { visibility: 'visible' } },
});
