import type { Locale } from '#intl/locales.ts';
import { apiTagSlugs } from './api-reference-tags.ts';
import { productSlugs } from './product-slugs.ts';

/** The page kinds of the site; each has a `pages` catalog entry (titles, descriptions). */
export type PageKind =
  | 'home'
  | 'about-us'
  | 'ambassador'
  | 'api-docs'
  | 'api-docs-tag'
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
  | 'privacy'
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
  | 'alternatives'
  | 'solutions-business'
  | 'promo'
  | 'promos';

/** Page chrome (spec §2 layouts). An unknown layout falls back to `default`. */
export const layoutKinds = ['default', 'empty', 'oauth', 'static-disable'] as const;
export type LayoutKind = (typeof layoutKinds)[number];
export const toLayoutKind = (value: string | undefined): LayoutKind =>
  (layoutKinds as readonly string[]).includes(value ?? '') ? (value as LayoutKind) : 'default';

/** The page modules under `src/pages/` (file names without `.tsx`) that routes render with. */
export type PageModuleName =
  | 'alternative-page'
  | 'api-docs-page'
  | 'api-docs-tag-page'
  | 'become-author-page'
  | 'blog-article-page'
  | 'blog-page'
  | 'docs-article-page'
  | 'docs-page'
  | 'faq-page'
  | 'home-page'
  | 'hub-page'
  | 'marketing-page'
  | 'marketplace-item-page'
  | 'marketplace-page'
  | 'oauth-page'
  | 'partners-apply-page'
  | 'pricing-page'
  | 'privacy-page'
  | 'product-page'
  | 'products-page'
  | 'promo-page'
  | 'referral-page'
  | 'search-page'
  | 'sitemap-page'
  | 'standard-page'
  | 'tutorial-page'
  | 'tutorials-filtered-page'
  | 'tutorials-index-page'
  | 'tutorials-page';

export type RouteDef = {
  kind: PageKind;
  /** The module that renders it, `src/pages/<page>.tsx`, imported lazily so its code loads only where it renders. */
  page: PageModuleName;
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
  { kind: 'home', page: 'home-page', pattern: '/', render: 'static' },
  { kind: 'about-us', page: 'marketing-page', pattern: '/about-us', render: 'static' },
  { kind: 'ambassador', page: 'marketing-page', pattern: '/ambassador', render: 'static' },
  { kind: 'api-docs', page: 'api-docs-page', pattern: '/api-docs', render: 'static' },
  { kind: 'api-docs-tag', page: 'api-docs-tag-page', pattern: '/api-docs/[tag]', render: 'static', staticPaths: apiTagSlugs },
  { kind: 'blog', page: 'blog-page', pattern: '/blog', render: 'dynamic', query: ['q', 'page'] },
  { kind: 'blog-news', page: 'blog-page', pattern: '/blog/news', render: 'dynamic', query: ['page'] },
  { kind: 'blog-successstories', page: 'blog-page', pattern: '/blog/successstories', render: 'dynamic', query: ['page'] },
  { kind: 'blog-become-an-author', page: 'become-author-page', pattern: '/blog/become-an-author', render: 'static' },
  { kind: 'blog-article', page: 'blog-article-page', pattern: '/blog/[id]', render: 'dynamic' },
  { kind: 'contacts', page: 'marketing-page', pattern: '/contacts', render: 'static' },
  { kind: 'docs', page: 'docs-page', pattern: '/docs', render: 'dynamic', query: ['q'] },
  { kind: 'docs-page', page: 'docs-article-page', pattern: '/docs/[...segments]', render: 'dynamic' },
  { kind: 'faq', page: 'faq-page', pattern: '/faq', render: 'dynamic' },
  { kind: 'marketplace', page: 'marketplace-page', pattern: '/marketplace', render: 'dynamic', query: ['category'] },
  { kind: 'marketplace-item', page: 'marketplace-item-page', pattern: '/marketplace/[name]', render: 'dynamic' },
  { kind: 'oauth', page: 'oauth-page', pattern: '/oauth', render: 'static', layout: 'oauth' },
  { kind: 'partners', page: 'marketing-page', pattern: '/partners', render: 'static' },
  { kind: 'partners-apply', page: 'partners-apply-page', pattern: '/partners/apply', render: 'static' },
  { kind: 'partners-program', page: 'marketing-page', pattern: '/partners/program', render: 'static' },
  { kind: 'partners-reseller', page: 'marketing-page', pattern: '/partners/reseller', render: 'static' },
  { kind: 'pricing', page: 'pricing-page', pattern: '/pricing', render: 'static' },
  { kind: 'privacy', page: 'privacy-page', pattern: '/privacy', render: 'static' },
  // Results are server-rendered per query, so the page works without JavaScript.
  { kind: 'search', page: 'search-page', pattern: '/search', render: 'dynamic', query: ['q', 'in'] },
  { kind: 'sitemap', page: 'sitemap-page', pattern: '/sitemap', render: 'dynamic' },
  // The static-disable layout is the default chrome on a page that is never prerendered.
  { kind: 'static-disable', page: 'standard-page', pattern: '/static-disable', render: 'dynamic', layout: 'static-disable' },
  { kind: 'tutorials', page: 'tutorials-page', pattern: '/tutorials', render: 'dynamic', query: ['q', 'topic', 'page'] },
  { kind: 'tutorials-authors', page: 'tutorials-index-page', pattern: '/tutorials/authors', render: 'dynamic' },
  { kind: 'tutorials-topics', page: 'tutorials-index-page', pattern: '/tutorials/topics', render: 'dynamic' },
  {
    kind: 'tutorials-author',
    page: 'tutorials-filtered-page',
    pattern: '/tutorials/authors/[author]',
    render: 'dynamic',
    query: ['page'],
  },
  { kind: 'tutorials-tag', page: 'tutorials-index-page', pattern: '/tutorials/tag', render: 'dynamic' },
  {
    kind: 'tutorials-tagged',
    page: 'tutorials-filtered-page',
    pattern: '/tutorials/tag/[tagname]',
    render: 'dynamic',
    query: ['page'],
  },
  { kind: 'tutorials-article', page: 'tutorial-page', pattern: '/tutorials/[articleId]', render: 'dynamic' },
  { kind: 'products', page: 'products-page', pattern: '/products', render: 'static' },
  { kind: 'product', page: 'product-page', pattern: '/products/[slug]', render: 'static', staticPaths: productSlugs },
  { kind: 'referral', page: 'referral-page', pattern: '/r', render: 'static' },
  { kind: 'referral', page: 'referral-page', pattern: '/r/[id]', render: 'dynamic' },
  // Section hubs list the pages under them (/solutions/ has one page and 301s to it: legacy-redirects.ts).
  { kind: 'alternatives', page: 'hub-page', pattern: '/alternatives', render: 'static' },
  {
    kind: 'alternative',
    page: 'alternative-page',
    pattern: '/alternatives/[competitor]',
    render: 'static',
    staticPaths: competitors,
  },
  { kind: 'solutions-business', page: 'marketing-page', pattern: '/solutions/cloud-solutions-for-business', render: 'static' },
  { kind: 'promos', page: 'hub-page', pattern: '/vps/promo', render: 'static', locales: try100Locales },
  { kind: 'promo', page: 'promo-page', pattern: '/vps/promo/try100', render: 'static', locales: try100Locales },
  { kind: 'promo', page: 'promo-page', pattern: '/vps/promo/fast20', render: 'static', locales: ['en-us'] },
  { kind: 'promo', page: 'promo-page', pattern: '/vps/promo/double15', render: 'static', locales: ['en-us'] },
  { kind: 'promo', page: 'promo-page', pattern: '/vps/promo/easy10', render: 'static', locales: ['en-us'] },
];

export const isRouteInLocale = (route: RouteDef, locale: Locale): boolean => !route.locales || route.locales.includes(locale);

/** Every concrete path a route names without ids: its own path, or one per static slug value. */
export const concretePathsOf = (route: RouteDef): string[] => {
  if (route.staticPaths) return route.staticPaths.map((value) => `${route.pattern.replace(/\[[^\]]+\]/, value)}/`);
  if (route.pattern.includes('[')) return [];
  return [route.pattern === '/' ? '/' : `${route.pattern}/`];
};

/** Every concrete path of the static routes, with a trailing slash: the prerendered pages of one locale. */
export const staticPathsOf = (route: RouteDef): string[] => (route.render === 'static' ? concretePathsOf(route) : []);
