import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaMobile, mediaUp } from '#ds/theme/tokens.ts';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

/* ---- states ---- */

export const error = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  borderInlineStartWidth: vars.space.xxs,
  background: vars.color.surface,
});
export const errorTitle = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
export const errorText = style({ color: vars.color.inkMuted });

export const empty = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  color: vars.color.inkMuted,
  textAlign: 'center',
});

/* ---- toolbar: location tabs and the billing period switch ---- */

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minWidth: 0,
});

export const locations = style({ flex: '1 1 20rem' });

export const periods = style({
  display: 'inline-flex',
  flex: 'none',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.xxs,
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
});

export const periodOption = style({ position: 'relative', display: 'flex' });

/** The native radio covers its label, invisible: clicks and taps land on it, and it carries the focus. */
export const periodInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const periodLabel = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    [`${periodOption}:hover &`]: { color: vars.color.ink },
    [`${periodInput}:checked + &`]: { background: vars.color.surface, color: vars.color.ink, boxShadow: vars.shadow.sm },
    [`${periodInput}:focus-visible + &`]: focusRing,
  },
});

/* ---- wide screens: a table ---- */

export const tableWrap = style({
  overflowX: 'auto',
  '@media': { [mediaMobile]: { display: 'none' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

/** Tighter cells up to 1280 px, so long German headers still fit a 1024 px table. */
const cell = {
  padding: `${vars.space.md} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  '@media': { [mediaUp('xl')]: { paddingInline: vars.space.md } },
} as const;

export const columnHeader = style({
  ...cell,
  paddingBlock: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.inkMuted,
});

export const highlightedRow = style({ background: vars.color.surfaceMuted });

export const rowHeader = style({ ...cell, fontWeight: vars.fontWeight.bold });
export const rowHeaderInner = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const cellValue = style({ ...cell, whiteSpace: 'nowrap' });
/** The call to action never wraps inside the table (the button's label may break anywhere elsewhere). */
export const actionCell = style({ ...cell, textAlign: 'end', whiteSpace: 'nowrap' });

/** A long highlight ("Am häufigsten gewählt") wraps under the plan name instead of widening the table. */
export const rowBadge = style({ whiteSpace: 'normal', borderRadius: vars.radius.md });

/* ---- phones: cards ---- */

export const cards = style({
  display: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaMobile]: { display: 'grid' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const highlightedCard = style({ borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` });

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const cardTitle = style({ fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const price = style({ display: 'inline-flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space.xxs });
export const tablePrice = style({ flexWrap: 'nowrap' });
export const amount = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong });
export const cardAmount = style({ fontSize: vars.fontSize.xl });
export const unit = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

export const specs = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const spec = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const specTerm = style({ color: vars.color.inkMuted, overflowWrap: 'anywhere' });
export const specValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, textAlign: 'end', whiteSpace: 'nowrap' });

export const cardAction = style({ width: '100%', marginTop: 'auto' });
