import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';
import { mediaUp } from '#ds/theme/tokens.ts';

export const section = style({ display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xxl });
export const heading = style({ fontSize: vars.fontSize.xxl, maxWidth: '40rem' });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  height: '100%',
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [mediaUp('md')]: { padding: vars.space.xl } },
});

export const quote = style({
  flexGrow: 1,
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.ink,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  selectors: {
    '&::before': { content: '"“"', display: 'block', color: vars.color.brand, fontSize: vars.fontSize.xxl, lineHeight: 1 },
  },
});

export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const avatar = style({
  flexShrink: 0,
  width: vars.space.xxl,
  height: vars.space.xxl,
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
});
export const authorText = style({ display: 'grid', minWidth: 0 });
export const name = style({ fontWeight: vars.fontWeight.bold, fontStyle: 'normal' });
export const role = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

/* Success story */
export const story = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  '@media': {
    [mediaUp('md')]: { padding: vars.space.xl },
    [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', columnGap: vars.space.xxl, alignItems: 'start' },
  },
});
export const storyMain = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const storyLogo = style({ height: 'auto', maxHeight: vars.space.xl, width: 'auto' });
export const storyCompany = style({
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const storyTitle = style({ fontSize: vars.fontSize.xl, overflowWrap: 'anywhere', hyphens: 'auto' });
export const storyLabel = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const storyText = style({ color: vars.color.inkMuted, overflowWrap: 'anywhere', hyphens: 'auto' });
export const storyAside = style({ display: 'grid', gap: vars.space.md });

export const metrics = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const metric = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const metricValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  lineHeight: vars.lineHeight.tight,
});
export const metricLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});
export const storyLink = style({ justifySelf: 'start', fontWeight: vars.fontWeight.medium });
