import { type RouteDef, routeTable } from './route-table.ts';

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
