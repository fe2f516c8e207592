import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

/** Scales down with its container and keeps the ratio of its `width`/`height` attributes. */
export const image = style({
  maxWidth: '100%',
  height: 'auto',
  selectors: {
    // Until the real source is set: a muted box of the final size, no alt text painted in it.
    '&[data-state="pending"]': { background: vars.color.surfaceMuted, color: 'transparent' },
  },
  '@media': {
    // Without JavaScript the <noscript> copy shows instead; the pending box would be a blank gap.
    '(scripting: none)': { selectors: { '&[data-state="pending"]': { display: 'none' } } },
  },
});
