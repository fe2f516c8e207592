import type { Locale } from '#intl/locales.ts';
import { concretePathsOf, isRouteInLocale, type RouteDef, routeTable } from './route-table.ts';

export type HubChild = { route: RouteDef; path: string; params: Record<string, string> };

/**
 * The pages directly under a hub's path in a locale (`/alternatives/digitalocean/` under
 * `/alternatives/`), in route-table order: a hub lists what exists, so a new page under it appears
 * on its own, and a page missing in a locale is not offered there.
 */
export const hubChildren = (hub: RouteDef, locale: Locale): HubChild[] =>
  routeTable.flatMap((route) => {
    if (route === hub || !isRouteInLocale(route, locale)) return [];
    const param = route.pattern.match(/\[([^\]]+)\]/)?.[1];
    return concretePathsOf(route)
      .filter((path) => path.startsWith(`${hub.pattern}/`) && path.slice(hub.pattern.length + 1).split('/').length === 2)
      .map((path) => ({
        route,
        path,
        params: param ? { [param]: path.split('/').filter(Boolean).at(-1) ?? '' } : {},
      }));
  });
