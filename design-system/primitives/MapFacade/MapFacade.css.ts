import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md });

/** The map's box keeps its size before and after the map loads: no layout shift. */
export const frame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  minHeight: '15rem',
  maxHeight: '26rem',
  width: '100%',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const consent = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.inkMuted,
});

/** The picture fills the frame behind the notice; the notice sits on a card so it reads over it. */
export const preview = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
});

export const noticeOnPreview = style({
  position: 'relative',
  maxWidth: '28rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.inkMuted,
  boxShadow: vars.shadow.sm,
});

export const map = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

export const places = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const place = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.brand } },
});

export const placeName = style({ fontWeight: vars.fontWeight.bold });
