/**
 * What kind of route a path is, for the metrics' `route_kind` label: a handful of values whatever the
 * path (never the path itself, which visitors choose), cheap enough to run on every request.
 */
export type RouteKind = 'page' | 'rsc' | 'asset' | 'forms' | 'landing-api' | 'api' | 'seo' | 'operations' | 'other';

const operations = new Set(['/healthz', '/readyz', '/metrics']);
const seo = new Set(['/robots.txt', '/llms.txt', '/llms-full.txt']);

export const routeKind = (path: string): RouteKind => {
  const query = path.indexOf('?');
  const pathname = query === -1 ? path : path.slice(0, query);
  if (operations.has(pathname)) return 'operations';
  if (pathname.startsWith('/RSC/')) return 'rsc';
  if (pathname.startsWith('/api/forms/')) return 'forms';
  if (pathname.startsWith('/landing-api/')) return 'landing-api';
  if (pathname.startsWith('/api/')) return 'api';
  if (seo.has(pathname) || (pathname.startsWith('/sitemap') && pathname.endsWith('.xml'))) return 'seo';
  const slash = pathname.lastIndexOf('/');
  const dot = pathname.lastIndexOf('.');
  if (dot > slash) return pathname.endsWith('.html') ? 'page' : 'asset';
  return pathname.startsWith('/') ? 'page' : 'other';
};
