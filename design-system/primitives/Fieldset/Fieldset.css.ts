import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
});

/**
 * `plain`: no frame (a group inside a form's flow); `boxed`: the kit's border and radius, for a
 * group that stands beside fields (the browser's own grey inset border is never shown).
 */
export const fieldset = styleVariants({
  plain: [base, { padding: 0, border: 0 }],
  boxed: [
    base,
    {
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  ],
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
  overflowWrap: 'anywhere',
  selectors: { [`${fieldset.boxed} > &`]: { paddingInline: vars.space.xxs } },
});
