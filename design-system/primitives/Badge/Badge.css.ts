import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

/** Each tone pairs a text colour with its soft background (both pairs are AA in tokens.ts). */
export const tone = styleVariants({
  neutral: { color: vars.color.ink, background: vars.color.surfaceMuted, borderColor: vars.color.border },
  brand: { color: vars.color.brandStrong, background: vars.color.brandSoft },
  success: { color: vars.color.success, background: vars.color.successSoft },
  warning: { color: vars.color.warning, background: vars.color.warningSoft },
  danger: { color: vars.color.danger, background: vars.color.dangerSoft },
  info: { color: vars.color.info, background: vars.color.infoSoft },
});

export const size = styleVariants({
  sm: { padding: `${vars.space.xxs} ${vars.space.xs}`, fontSize: vars.fontSize.xs },
  md: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
});

/** A tag's label may be long (German compounds): it is truncated, never overflows. */
export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const tagLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold },
  },
});

/** The tag is the link: the padding moves onto the anchor so the whole pill is clickable. */
export const linked = style({ padding: 0 });
export const linkedPadding = styleVariants({
  sm: { padding: `${vars.space.xxs} ${vars.space.xs}` },
  md: { padding: `${vars.space.xxs} ${vars.space.sm}` },
});

export const removable = style({ paddingInlineEnd: vars.space.xxs });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.lg,
  height: vars.space.lg,
  margin: `calc(-1 * ${vars.space.xxs}) 0`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': focusRing,
  },
});

export const removeIcon = style({ width: '0.75em', height: '0.75em' });
