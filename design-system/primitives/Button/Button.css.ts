import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.ts';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[aria-disabled="true"], &:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.surface,
    selectors: { '&:hover': { background: vars.color.brandStrong } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.brandStrong,
    borderColor: vars.color.border,
    selectors: { '&:hover': { background: vars.color.brandSoft } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.ink,
    selectors: { '&:hover': { background: vars.color.surfaceMuted } },
  },
  link: { background: 'transparent', color: vars.color.brand, padding: 0, textDecoration: 'underline' },
});

export const size = styleVariants({
  sm: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm, minHeight: '2.25rem' },
  md: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md, minHeight: '2.75rem' },
});
