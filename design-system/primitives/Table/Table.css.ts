import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaMobile } from '#ds/theme/tokens.ts';

/**
 * The scroll container. The background draws shadows at an edge only while there is more to
 * scroll that way: the `local` covers scroll with the content and hide the `scroll` shadows
 * when the content reaches the edge.
 */
export const region = style({
  maxWidth: '100%',
  overflowX: 'auto',
  // The caption measures itself against the region (`cqi`), not the wider table.
  containerType: 'inline-size',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: [
    `linear-gradient(to right, ${vars.color.surface} 30%, transparent) left center / ${vars.space.xl} 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.surface} 30%, transparent) right center / ${vars.space.xl} 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${vars.color.borderStrong}, transparent) left center / ${vars.space.sm} 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${vars.color.borderStrong}, transparent) right center / ${vars.space.sm} 100% no-repeat scroll`,
    vars.color.surface,
  ].join(', '),
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.ink,
});

export const caption = style({
  captionSide: 'top',
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  // Wraps within the visible width and stays in view while the table scrolls sideways.
  maxWidth: '100cqi',
  position: 'sticky',
  left: 0,
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'start',
  '@media': {
    // Columns keep a readable width on phones; the region scrolls instead of squeezing them.
    [mediaMobile]: { padding: `${vars.space.xs} ${vars.space.sm}`, minWidth: '7.5rem' },
  },
});

export const head = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.inkMuted,
  borderBottomColor: vars.color.borderStrong,
  verticalAlign: 'bottom',
});

export const rowHeader = style({ fontWeight: vars.fontWeight.medium });

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  // End-aligned columns are usually figures: line the digits up and keep them on one line.
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 0 });
