import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const base = style({
  borderRadius: vars.radius.sm,
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '0.08em',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, text-decoration-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const variant = styleVariants({
  /** Inside running text: brand colour and always underlined (colour alone must not mark a link). */
  inline: {
    color: vars.color.brand,
    textDecorationLine: 'underline',
    selectors: { '&:hover': { color: vars.color.brandStrong, textDecorationThickness: '0.14em' } },
  },
  /** On its own line ("Read the docs →"): bold brand text, underlined on hover and focus. */
  standalone: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    color: vars.color.brand,
    fontWeight: vars.fontWeight.medium,
    textDecorationLine: 'none',
    selectors: { '&:hover, &:focus-visible': { color: vars.color.brandStrong, textDecorationLine: 'underline' } },
  },
  /** Footers and meta lines: the surrounding text colour with a quiet underline that turns brand on hover. */
  subtle: {
    color: 'inherit',
    textDecorationLine: 'underline',
    textDecorationColor: vars.color.borderStrong,
    selectors: { '&:hover': { color: vars.color.brand, textDecorationColor: 'currentColor' } },
  },
});

/** The trailing "opens in a new tab" icon. */
export const externalIcon = style({
  marginInlineStart: '0.2em',
  selectors: { [`${variant.standalone} &`]: { marginInlineStart: 0 } },
});
