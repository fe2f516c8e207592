import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaMobile, mediaUp } from '#ds/theme/tokens.ts';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'center',
  paddingBlock: vars.space.xxl,
  minWidth: 0,
  '@media': { [mediaUp('lg')]: { paddingBlock: vars.space.xxxl, gap: vars.space.xxl } },
});

/** With media the hero splits into text and media columns from `lg` up. */
export const withMedia = style({
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } },
});

export const text = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md, minWidth: 0 });

export const eyebrow = style({
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  overflowWrap: 'break-word',
  maxWidth: '100%',
});

/** Long German compounds break rather than push the page sideways on a 320 px phone. */
export const heading = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  maxWidth: '100%',
  overflowWrap: 'break-word',
  hyphens: 'auto',
  textWrap: 'balance',
});

export const lead = style({
  maxWidth: '40rem',
  fontSize: vars.fontSize.lg,
  color: vars.color.inkMuted,
  overflowWrap: 'break-word',
});

export const price = style({ justifySelf: 'start', maxWidth: '100%' });

export const priceBadge = style({ whiteSpace: 'normal' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  maxWidth: '100%',
  marginTop: vars.space.xs,
});

export const media = style({
  minWidth: 0,
  display: 'flex',
  justifyContent: 'center',
});

/** Artwork scales down with its column and keeps its aspect ratio. */
globalStyle(`${media} > :is(img, svg, video, picture)`, { width: 'auto', maxWidth: '100%', height: 'auto' });

/** On a phone the artwork stays a supporting picture: it may not push the page's content a screen down. */
globalStyle(`${media} > svg`, { '@media': { [mediaMobile]: { maxHeight: '13rem' } } });
