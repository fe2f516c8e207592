import type { IntlShape } from 'react-intl';
import { pageKey } from '#src/routes/page-key.ts';
import { matchRoute } from '#src/routes/route-matcher.ts';
import type { RouteDef } from '#src/routes/route-table.ts';

/** How a page is named in lists of pages (sitemap, FAQ groups): a product by its name, any other page by its heading. */
export const pageLabel = (intl: IntlShape, route: RouteDef, params: Record<string, string | string[]>): string =>
  intl.formatMessage({ id: `${pageKey(route, params)}.${route.kind === 'product' ? 'name' : 'heading'}` });

/** The label of a locale-free site path, or the path itself when no page has it. */
export const pathLabel = (intl: IntlShape, path: string): string => {
  const match = matchRoute(path);
  return match ? pageLabel(intl, match.route, match.params) : path;
};
