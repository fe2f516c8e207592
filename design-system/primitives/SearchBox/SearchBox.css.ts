import { style } from '@vanilla-extract/css';
import { control } from '#ds/primitives/Field/Field.css.ts';
import { vars } from '#ds/theme/theme.css.ts';

export const root = style({ display: 'block', position: 'relative', width: '100%' });

export const form = style({ margin: 0 });

export const field = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs });

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.inkMuted,
  pointerEvents: 'none',
});

export const input = style([
  control,
  {
    flex: 1,
    minWidth: 0,
    minHeight: '2.75rem',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    paddingInlineStart: `calc(${vars.space.sm} + 1.5em)`,
    fontSize: vars.fontSize.md,
    appearance: 'none',
    selectors: { '&::-webkit-search-cancel-button': { cursor: 'pointer' } },
  },
]);

export const list = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xxs})`,
  zIndex: vars.zIndex.popup,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  maxHeight: '70vh',
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `0 ${vars.space.sm}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.brandSoft,
      outline: `2px solid ${vars.color.brand}`,
      outlineOffset: '-2px',
    },
  },
});

export const optionLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.ink, overflowWrap: 'anywhere' });

export const kind = style({
  alignSelf: 'start',
  fontSize: vars.fontSize.xs,
  color: vars.color.inkMuted,
  whiteSpace: 'nowrap',
});

export const detail = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
