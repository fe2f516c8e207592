import type { Locale } from '#intl/locales.ts';
import type { RouteDef } from '#src/routes/route-table.ts';

/** What the route table hands every page module. */
export type PageProps = {
  locale: Locale;
  route: RouteDef;
  params: Record<string, string | string[]>;
  /** Locale-free path with a trailing slash: `/products/vpc/`. */
  path: string;
  /** The query of a dynamic page's URL (`?q=nginx&page=2`); empty on prerendered pages. */
  search: URLSearchParams;
};
