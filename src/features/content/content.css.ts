import { style } from '@vanilla-extract/css';
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
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});
