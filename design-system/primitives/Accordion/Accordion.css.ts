import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;
const reducedMotion = '(prefers-reduced-motion: reduce)';

export const root = style({ borderTop: `1px solid ${vars.color.border}` });

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const header = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  padding: `${vars.space.md} 0`,
  border: 0,
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  overflowWrap: 'break-word',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brandStrong },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const label = style({ minWidth: 0 });

export const chevron = style({
  flexShrink: 0,
  width: vars.space.lg,
  height: vars.space.lg,
  color: vars.color.brand,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

/**
 * Answers stay in the document while closed (FAQ microdata, find-in-page by crawlers):
 * a closed panel collapses to zero rows and is `visibility: hidden`, which also takes it out of
 * the accessibility tree and the tab order. Opening animates the row from 0fr to 1fr.
 */
export const content = style({
  display: 'grid',
  gridTemplateRows: '0fr',
  visibility: 'hidden',
  transition: `grid-template-rows ${vars.motion.normal} ${vars.motion.easing}, visibility ${vars.motion.normal}`,
  selectors: { [`${item}[data-state="open"] > &`]: { gridTemplateRows: '1fr', visibility: 'visible' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const contentInner = style({ minHeight: 0, overflow: 'hidden' });

export const contentBody = style({
  paddingBottom: vars.space.lg,
  color: vars.color.inkMuted,
  overflowWrap: 'break-word',
});
