import { productSlugs } from '#src/routes/product-slugs.ts';

/**
 * Legacy URLs of the old site (spec §2), as locale-free canonical paths
 * (lowercase, trailing slash). Each rule applies under every locale prefix.
 * Targets are final destinations, so a request never takes two hops.
 */
export type RedirectRule =
  | { kind: 'exact'; from: string; to: string }
  /** Every path under `from` (and `from` itself). */
  | { kind: 'prefix'; from: string; to: string };

const homeVariants = ['/index/', '/index.html', '/index.php', '/index.htm', '/home/', '/main/'];

const productRules = productSlugs.flatMap((slug): RedirectRule[] => {
  const to = `/products/${slug}/`;
  const rules: RedirectRule[] = [{ kind: 'exact', from: `/${slug}/`, to }];
  if (slug.includes('-')) rules.push({ kind: 'exact', from: `/${slug.replaceAll('-', '_')}/`, to });
  rules.push({ kind: 'exact', from: `/products/${slug.replaceAll('-', '_')}/`, to });
  return rules.filter((rule) => rule.from !== to);
});

export const legacyRedirects: readonly RedirectRule[] = [
  ...homeVariants.map((from): RedirectRule => ({ kind: 'exact', from, to: '/' })),
  ...productRules,
  { kind: 'exact', from: '/paas/', to: '/products/app-platform/' },
  { kind: 'exact', from: '/pricing/website-hosting-cost/', to: '/pricing/' },
  // The solutions section has one page: its index is that page, not a hub of one card.
  { kind: 'exact', from: '/solutions/', to: '/solutions/cloud-solutions-for-business/' },
  // /vps/ holds only the promotions (/vps/promo/); whoever trims a promotion's URL to it wants VPS hosting.
  { kind: 'exact', from: '/vps/', to: '/products/vps-server-hosting/' },
  { kind: 'prefix', from: '/docs/s3/', to: '/docs/' },
  { kind: 'prefix', from: '/docs/s3-storage/', to: '/docs/' },
  { kind: 'prefix', from: '/docs/dbaas/', to: '/docs/' },
  { kind: 'prefix', from: '/docs/managed-databases/', to: '/docs/' },
];

const exact = new Map(legacyRedirects.filter((r) => r.kind === 'exact').map((r) => [r.from, r.to]));
const prefixes = legacyRedirects.filter((r) => r.kind === 'prefix');

/** The destination of a legacy locale-free path, if it is one. */
export const legacyDestination = (path: string): string | undefined =>
  exact.get(path) ?? prefixes.find((rule) => path.startsWith(rule.from))?.to;

/** Names modals had before each took its form's name: deep links with them (bookmarks, mailings) keep working. */
const formerModalNames: Readonly<Record<string, string>> = {
  'sending-message': 'contact-message',
  consultation: 'schedule-consultation',
  'consultation-short': 'schedule-consultation-short',
};

/** The query with a former modal name (`?modal=sending-message`) renamed; any other query as it is. */
export const legacyQuery = (search: string): string => {
  if (!search.includes('modal=')) return search;
  const params = new URLSearchParams(search);
  const modal = params.get('modal');
  if (modal === null || !Object.hasOwn(formerModalNames, modal)) return search;
  params.set('modal', formerModalNames[modal] as string);
  return `?${params}`;
};
