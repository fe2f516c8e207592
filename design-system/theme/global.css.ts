import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollPaddingTop: '5rem' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.ink,
  background: vars.color.surface,
});
globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, margin: 0 });
globalStyle('p', { margin: 0 });
globalStyle('a', { color: vars.color.brand });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('[id]', { scrollMarginTop: '5rem' });
