import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaUp } from '#ds/theme/tokens.ts';

export const searchForm = style({ maxWidth: '36rem' });

export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const share = style({ display: 'grid', gap: vars.space.xs, paddingBlock: vars.space.lg });
export const shareHeading = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const chip = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brandStrong },
    '&[aria-current="page"]': { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brandStrong },
  },
});

// Every grid here sizes its column `minmax(0, 1fr)`: an `auto` column grows to its widest unbreakable
// content (a code block's longest line) and pushes the page sideways on a phone.
export const stack = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
});

/** Article beside its aside (table of contents, docs navigation) from the large breakpoint up. */
export const withAside = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  paddingBlock: vars.space.lg,
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 16rem', alignItems: 'start' } },
});
export const withNav = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  paddingBlock: vars.space.lg,
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: '16rem minmax(0, 1fr)', alignItems: 'start' } },
});
export const aside = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mediaUp('lg')]: { position: 'sticky', top: vars.space.xl } },
});

export const articleHeader = style({ display: 'grid', gap: vars.space.sm, paddingBlockStart: vars.space.lg });
export const articleTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});
export const lead = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.inkMuted, maxWidth: '60ch' });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.xl });
export const plainList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
/** Code that may break anywhere on a phone: a long API path in running text. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });
export const pager = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
/**
 * Cards or entries in as many equal columns as fit. A list here is a grid, not a bulleted list:
 * no markers, no indent (issue 25.5); each item fills its row, so cards in a row are equally tall.
 */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
globalStyle(`${columns} > li`, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });

/** An entry of an index (a docs page, a topic): a bordered tile of the kit's card look. */
export const tile = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** A heading that is a link: the heading's colour, underlined only on hover. */
export const headingLink = style({
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brandStrong, textDecoration: 'underline' } },
});

/** A list of plain links (sub-pages, sitemap entries): brand colour, no underline until hover. */
export const linkList = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${linkList} a`, { color: vars.color.brandStrong, textDecoration: 'none' });
globalStyle(`${linkList} a:hover`, { textDecoration: 'underline' });

/**
 * Lists of very different lengths (the sitemap's): newspaper columns, each list kept whole, so a
 * short list sits under the one before it instead of leaving a row-high gap.
 */
export const flowColumns = style({ columnWidth: '16rem', columnGap: vars.space.xl, paddingBlock: vars.space.lg });
globalStyle(`${flowColumns} > *`, { breakInside: 'avoid', marginBlockEnd: vars.space.xl });
