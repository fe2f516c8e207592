import './global.css.ts';

export { contrastRatio } from './contrast.ts';
export { fontFiles, preloadFont } from './fonts.ts';
export { type Sprinkles, sprinkles } from './sprinkles.css.ts';
export { vars } from './theme.css.ts';
export * from './tokens.ts';
export { visuallyHidden } from './utilities.css.ts';
