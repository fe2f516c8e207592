import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

/** Long-form text (articles, docs, answers) whose markup comes from a content source. */
export const prose = style({
  color: vars.color.ink,
  fontSize: vars.fontSize.md,
  lineHeight: '1.7',
  overflowWrap: 'anywhere',
  maxWidth: '72ch',
  // In a grid or flex parent, a code block's longest line must not widen the text (and the page
  // beside it on a phone): the block scrolls inside instead (issue 25.12).
  minWidth: 0,
});

const inside = (selector: string) => `${prose} ${selector}`;

globalStyle(inside(':where(p, ul, ol, pre, table, blockquote)'), { marginBlock: `0 ${vars.space.md}` });
globalStyle(inside(':where(h2, h3, h4)'), {
  lineHeight: vars.lineHeight.tight,
  marginBlock: `${vars.space.xl} ${vars.space.sm}`,
  // Anchored headings clear the sticky header when reached by a hash link.
  scrollMarginTop: '5rem',
});
globalStyle(inside('h2'), { fontSize: vars.fontSize.xl });
globalStyle(inside('h3'), { fontSize: vars.fontSize.lg });
globalStyle(inside(':where(ul, ol)'), { paddingInlineStart: vars.space.lg });
globalStyle(inside('li + li'), { marginBlockStart: vars.space.xs });
globalStyle(inside('a'), { color: vars.color.brand, textDecoration: 'underline', textUnderlineOffset: '0.15em' });
globalStyle(inside('a:hover'), { color: vars.color.brandStrong });
globalStyle(inside('blockquote'), {
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  color: vars.color.inkMuted,
});
globalStyle(inside(':not(pre) > code'), {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  padding: '0.1em 0.35em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});
globalStyle(inside('pre'), {
  overflowX: 'auto',
  maxWidth: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceInverse,
  color: vars.color.onInverse,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  // Scrollable code must be reachable by keyboard; the tabindex comes with the markup.
  tabSize: 2,
});
globalStyle(inside('pre code'), { fontFamily: 'inherit', background: 'none' });
globalStyle(inside('table'), {
  display: 'block',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});
globalStyle(inside(':where(th, td)'), {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(inside('th'), { background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.bold });
globalStyle(inside('img'), { maxWidth: '100%', height: 'auto' });
globalStyle(inside('hr'), { border: 0, borderBlockStart: `1px solid ${vars.color.border}`, marginBlock: vars.space.xl });

// Syntax colours (highlight.js classes), each ≥ 4.5:1 on the code background.
const token = (classes: string, color: string) => globalStyle(inside(classes), { color });
token(':where(.hljs-comment, .hljs-quote)', '#a9b4c6');
token(':where(.hljs-keyword, .hljs-selector-tag, .hljs-literal, .hljs-type)', '#c9b8ff');
token(':where(.hljs-string, .hljs-regexp, .hljs-addition)', '#9be9a8');
token(':where(.hljs-number, .hljs-symbol, .hljs-bullet)', '#ffc58a');
token(':where(.hljs-title, .hljs-section, .hljs-built_in, .hljs-name)', '#9ccbff');
token(':where(.hljs-attr, .hljs-attribute, .hljs-variable, .hljs-template-variable, .hljs-params)', '#ffd97a');
token(':where(.hljs-meta, .hljs-deletion)', '#ffadad');
