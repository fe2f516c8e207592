import type { Locale } from '#intl/locales.ts';
import { concretePathsOf, isRouteInLocale, type RouteDef, routeTable } from '#src/routes/route-table.ts';

/** Pages nobody should reach from a sitemap: sign-in, technical, personal or result pages. */
const unlisted = new Set(['oauth', 'static-disable', 'referral', 'sitemap', 'search']);

export type ListedRoute = { route: RouteDef; path: string; params: Record<string, string> };

/** Every page of the route table that exists in `locale` and belongs in a sitemap, with its locale-free path. */
export const listedRoutes = (locale: Locale, { includeSitemap = false } = {}): ListedRoute[] =>
  routeTable.flatMap((route) => {
    if ((unlisted.has(route.kind) && !(includeSitemap && route.kind === 'sitemap')) || !isRouteInLocale(route, locale)) return [];
    return concretePathsOf(route).map((path) => {
      const param = route.pattern.match(/\[([^\]]+)\]/)?.[1];
      const last = path.split('/').filter(Boolean).at(-1) ?? '';
      return { route, path, params: route.staticPaths && param ? { [param]: last } : {} };
    });
  });
