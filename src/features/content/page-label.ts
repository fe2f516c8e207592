import type { IntlShape } from 'react-intl';
import { pageKey } from '#src/routes/page-key.ts';
import { matchRoute } from '#src/routes/route-matcher.ts';
import type { RouteDef } from '#src/routes/route-table.ts';

/**
 * How a page is named in lists of pages and links to it (sitemap, FAQ groups): by its name (`pricing.name`
 * "Pricing", every product's), else by its heading. A heading written as a slogan ("Simple, predictable
 * pricing") needs a name, or a link would read "More about Simple, predictable pricing".
 */
export const pageLabel = (intl: IntlShape, route: RouteDef, params: Record<string, string | string[]>): string => {
  const key = pageKey(route, params);
  const named = route.kind === 'product' || Object.hasOwn(intl.messages, `${key}.name`);
  return intl.formatMessage({ id: `${key}.${named ? 'name' : 'heading'}` });
};

/** The label of a locale-free site path, or the path itself when no page has it. */
export const pathLabel = (intl: IntlShape, path: string): string => {
  const match = matchRoute(path);
  return match ? pageLabel(intl, match.route, match.params) : path;
};
