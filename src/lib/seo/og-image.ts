/** The share image of each page kind (1200×630 JPEG under /og/, made by `npm run og:images`). */
export const ogKinds = ['default', 'product', 'pricing', 'docs', 'tutorials', 'blog', 'marketplace'] as const;
export type OgKind = (typeof ogKinds)[number];

const byPrefix: readonly [string, OgKind][] = [
  ['/products/', 'product'],
  ['/pricing/', 'pricing'],
  ['/docs/', 'docs'],
  ['/api-docs/', 'docs'],
  ['/tutorials/', 'tutorials'],
  ['/blog/', 'blog'],
  ['/marketplace/', 'marketplace'],
];

/** The kind of a locale-free page path. */
export const ogKindOf = (path: string): OgKind => byPrefix.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'default';

export const ogImagePath = (kind: OgKind) => `/og/${kind}.jpg`;
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
