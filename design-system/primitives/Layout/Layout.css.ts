import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Layout components rendered as lists (`as="ul"`) lose the list bullets and indent. The reset
 * sits in `:where()` so its specificity is zero and padding or margin sprinkles still win.
 */
export const layout = style({});
globalStyle(`:where(ul${layout}, ol${layout})`, { listStyle: 'none', margin: 0, padding: 0 });

/** Grid items may shrink below their content's width instead of overflowing the track. */
globalStyle(`:where(${layout}[data-layout="grid"] > *)`, { minWidth: 0 });
