import type { RouteDef } from './route-table.ts';

/**
 * The `pages` catalog prefix of a route: `pricing`, `product.vpc`,
 * `alternative.hetzner`, `promo.try100`, `api-docs-tag.servers` (in the `api-reference` catalog).
 */
export const pageKey = (route: RouteDef, params: Record<string, string | string[]>): string => {
  switch (route.kind) {
    case 'product':
      return `product.${params.slug}`;
    case 'api-docs-tag':
      return `api-docs-tag.${params.tag}`;
    case 'alternative':
      return `alternative.${params.competitor}`;
    case 'promo':
      return `promo.${route.pattern.split('/').pop()}`;
    default:
      return route.kind;
  }
};

/** The concrete locale-free path of a route with its params, with a trailing slash. */
export const concretePath = (route: RouteDef, params: Record<string, string | string[]>): string => {
  const filled = route.pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value.join('/') : (value ?? '');
  });
  return filled === '/' ? '/' : `${filled}/`;
};
