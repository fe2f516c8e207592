import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';
import { control } from '../Field/Field.css.ts';

export const trigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-placeholder]': { color: vars.color.inkSubtle },
      '&[data-placeholder]:disabled': { color: vars.color.inkMuted },
    },
  },
]);

export const value = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chevron = style({
  flex: 'none',
  display: 'flex',
  width: '1rem',
  height: '1rem',
  color: vars.color.inkMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const content = style({
  zIndex: vars.zIndex.popup,
  boxSizing: 'border-box',
  // As wide as the trigger, never wider than the room Radix measured inside the viewport.
  width: 'var(--radix-select-trigger-width)',
  maxWidth: 'var(--radix-select-content-available-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.ink,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
});

export const viewport = style({ padding: vars.space.xxs });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '2.5rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-highlighted]': {
      background: vars.color.brandSoft,
      color: vars.color.brandStrong,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.inkMuted, cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const check = style({ flex: 'none', display: 'flex', width: '1rem', height: '1rem', color: vars.color.brand });
