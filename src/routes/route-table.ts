import type { Locale } from '../../intl/locales.ts';
import { productSlugs } from './product-slugs.ts';

/** The page kinds of the site; each has a lazily imported page module and a `pages` catalog entry. */
export type PageKind =
  | 'home'
  | 'about-us'
  | 'ambassador'
  | 'api-docs'
  | 'blog'
  | 'blog-news'
  | 'blog-successstories'
  | 'blog-become-an-author'
  | 'blog-article'
  | 'contacts'
  | 'docs'
  | 'docs-page'
  | 'faq'
  | 'marketplace'
  | 'marketplace-item'
  | 'oauth'
  | 'partners'
  | 'partners-apply'
  | 'partners-program'
  | 'partners-reseller'
  | 'pricing'
  | 'search'
  | 'sitemap'
  | 'static-disable'
  | 'tutorials'
  | 'tutorials-authors'
  | 'tutorials-topics'
  | 'tutorials-author'
  | 'tutorials-tag'
  | 'tutorials-tagged'
  | 'tutorials-article'
  | 'products'
  | 'product'
  | 'referral'
  | 'alternative'
  | 'solutions-business'
  | 'promo';

/** Page chrome (spec §2 layouts). An unknown layout falls back to `default`. */
export const layoutKinds = ['default', 'empty', 'oauth', 'static-disable'] as const;
export type LayoutKind = (typeof layoutKinds)[number];
export const toLayoutKind = (value: string | undefined): LayoutKind =>
  (layoutKinds as readonly string[]).includes(value ?? '') ? (value as LayoutKind) : 'default';

export type RouteDef = {
  kind: PageKind;
  /** Locale-free path pattern in Waku syntax, without the trailing slash: `/blog/[id]`, `/docs/[...segments]`. */
  pattern: string;
  /**
   * `static` routes are prerendered at build; `dynamic` ones render on request
   * behind the 60 s render cache: ids and catch-alls, and every page that
   * lists content, which changes without a build (Directus edits, scheduled
   * tutorials going live) and takes search and page parameters.
   */
  render: 'static' | 'dynamic';
  /** Values of the single slug of a static slug route. */
  staticPaths?: readonly string[];
  layout?: LayoutKind;
  /**
   * Locales that have this page. Absent means all seven. A prefixed request for a
   * locale not listed 301s to the default-locale path (spec §4).
   */
  locales?: readonly Locale[];
  /**
   * The query parameters the page reads (search terms, page numbers, filters). Pages get only
   * these, and a page is rendered and cached for its URL with only these: any other parameter
   * (a `ref` tag, a cache-buster) shares the one rendered page instead of costing a render and
   * a cache entry of its own.
   */
  query?: readonly string[];
};

export const competitors = ['digitalocean', 'hetzner'] as const;
export type Competitor = (typeof competitors)[number];

export const promoCodes = ['try100', 'fast20', 'double15', 'easy10'] as const;
export type PromoCode = (typeof promoCodes)[number];
/** try100 is the only promotion localized, and only for these markets (spec §2). */
export const try100Locales: readonly Locale[] = ['en-us', 'de', 'fr', 'nl', 'pt-br'];

/** One route table for the whole site, expanded over the locales by `src/waku.server.tsx`. */
export const routeTable: readonly RouteDef[] = [
  { kind: 'home', pattern: '/', render: 'static' },
  { kind: 'about-us', pattern: '/about-us', render: 'static' },
  { kind: 'ambassador', pattern: '/ambassador', render: 'static' },
  { kind: 'api-docs', pattern: '/api-docs', render: 'static' },
  { kind: 'blog', pattern: '/blog', render: 'dynamic', query: ['q', 'page'] },
  { kind: 'blog-news', pattern: '/blog/news', render: 'dynamic', query: ['page'] },
  { kind: 'blog-successstories', pattern: '/blog/successstories', render: 'dynamic', query: ['page'] },
  { kind: 'blog-become-an-author', pattern: '/blog/become-an-author', render: 'static' },
  { kind: 'blog-article', pattern: '/blog/[id]', render: 'dynamic' },
  { kind: 'contacts', pattern: '/contacts', render: 'static' },
  { kind: 'docs', pattern: '/docs', render: 'dynamic', query: ['q'] },
  { kind: 'docs-page', pattern: '/docs/[...segments]', render: 'dynamic' },
  { kind: 'faq', pattern: '/faq', render: 'dynamic' },
  { kind: 'marketplace', pattern: '/marketplace', render: 'dynamic', query: ['category'] },
  { kind: 'marketplace-item', pattern: '/marketplace/[name]', render: 'dynamic' },
  { kind: 'oauth', pattern: '/oauth', render: 'static', layout: 'oauth' },
  { kind: 'partners', pattern: '/partners', render: 'static' },
  { kind: 'partners-apply', pattern: '/partners/apply', render: 'static' },
  { kind: 'partners-program', pattern: '/partners/program', render: 'static' },
  { kind: 'partners-reseller', pattern: '/partners/reseller', render: 'static' },
  { kind: 'pricing', pattern: '/pricing', render: 'static' },
  // Results are server-rendered per query, so the page works without JavaScript.
  { kind: 'search', pattern: '/search', render: 'dynamic', query: ['q', 'in'] },
  { kind: 'sitemap', pattern: '/sitemap', render: 'dynamic' },
  // The static-disable layout is the default chrome on a page that is never prerendered.
  { kind: 'static-disable', pattern: '/static-disable', render: 'dynamic', layout: 'static-disable' },
  { kind: 'tutorials', pattern: '/tutorials', render: 'dynamic', query: ['q', 'topic', 'page'] },
  { kind: 'tutorials-authors', pattern: '/tutorials/authors', render: 'dynamic' },
  { kind: 'tutorials-topics', pattern: '/tutorials/topics', render: 'dynamic' },
  { kind: 'tutorials-author', pattern: '/tutorials/authors/[author]', render: 'dynamic', query: ['page'] },
  { kind: 'tutorials-tag', pattern: '/tutorials/tag', render: 'dynamic' },
  { kind: 'tutorials-tagged', pattern: '/tutorials/tag/[tagname]', render: 'dynamic', query: ['page'] },
  { kind: 'tutorials-article', pattern: '/tutorials/[articleId]', render: 'dynamic' },
  { kind: 'products', pattern: '/products', render: 'static' },
  { kind: 'product', pattern: '/products/[slug]', render: 'static', staticPaths: productSlugs },
  { kind: 'referral', pattern: '/r', render: 'static' },
  { kind: 'referral', pattern: '/r/[id]', render: 'dynamic' },
  { kind: 'alternative', pattern: '/alternatives/[competitor]', render: 'static', staticPaths: competitors },
  { kind: 'solutions-business', pattern: '/solutions/cloud-solutions-for-business', render: 'static' },
  { kind: 'promo', pattern: '/vps/promo/try100', render: 'static', locales: try100Locales },
  { kind: 'promo', pattern: '/vps/promo/fast20', render: 'static', locales: ['en-us'] },
  { kind: 'promo', pattern: '/vps/promo/double15', render: 'static', locales: ['en-us'] },
  { kind: 'promo', pattern: '/vps/promo/easy10', render: 'static', locales: ['en-us'] },
];

export const isRouteInLocale = (route: RouteDef, locale: Locale): boolean => !route.locales || route.locales.includes(locale);

type Segment = { type: 'literal'; value: string } | { type: 'slug'; name: string } | { type: 'wildcard'; name: string };

const parsePattern = (pattern: string): Segment[] =>
  pattern
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      const wildcard = /^\[\.\.\.(.+)\]$/.exec(part);
      if (wildcard?.[1]) return { type: 'wildcard', name: wildcard[1] };
      const slug = /^\[(.+)\]$/.exec(part);
      if (slug?.[1]) return { type: 'slug', name: slug[1] };
      return { type: 'literal', value: part };
    });

export type RouteMatch = { route: RouteDef; params: Record<string, string | string[]> };

const compiled = routeTable.map((route) => ({ route, segments: parsePattern(route.pattern) }));

const matchSegments = (segments: Segment[], parts: string[]): Record<string, string | string[]> | null => {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as Segment;
    if (segment.type === 'wildcard') {
      const rest = parts.slice(i);
      if (rest.length === 0) return null;
      params[segment.name] = rest;
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.type === 'literal' && segment.value !== part) return null;
    if (segment.type === 'slug') params[segment.name] = part;
  }
  return segments.length === parts.length ? params : null;
};

const specificity = (segments: Segment[]): number[] =>
  segments.map((s) => (s.type === 'literal' ? 0 : s.type === 'slug' ? 1 : 2));

const bySpecificity = [...compiled].sort((a, b) => {
  const sa = specificity(a.segments);
  const sb = specificity(b.segments);
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const x = sa[i] ?? -1;
    const y = sb[i] ?? -1;
    if (x !== y) return x - y;
  }
  return 0;
});

/**
 * Finds the route of a locale-free path (`/products/vpc/`). Static slug routes
 * only match their listed values, so `/products/unknown/` has no route.
 */
export const matchRoute = (path: string): RouteMatch | undefined => {
  const parts = path.split('/').filter(Boolean);
  for (const { route, segments } of bySpecificity) {
    const params = matchSegments(segments, parts);
    if (!params) continue;
    if (route.staticPaths) {
      const value = Object.values(params)[0];
      if (typeof value !== 'string' || !route.staticPaths.includes(value)) continue;
    }
    return { route, params };
  }
  return undefined;
};

/** Every concrete path a route names without ids: its own path, or one per static slug value. */
export const concretePathsOf = (route: RouteDef): string[] => {
  if (route.staticPaths) return route.staticPaths.map((value) => `${route.pattern.replace(/\[[^\]]+\]/, value)}/`);
  if (route.pattern.includes('[')) return [];
  return [route.pattern === '/' ? '/' : `${route.pattern}/`];
};

/** Every concrete path of the static routes, with a trailing slash: the prerendered pages of one locale. */
export const staticPathsOf = (route: RouteDef): string[] => (route.render === 'static' ? concretePathsOf(route) : []);
