import type { MiddlewareHandler } from 'hono';
import { unreadBodyHeaders } from '#server/request-guards.ts';
import { requestUrl } from '#server/request-url.ts';

/**
 * The RSC requests this site answers: `GET /RSC/R/<route>.txt`, the payloads
 * Waku's router fetches on client navigation. The site has no server
 * functions (`/RSC/F/…`) and its router never posts RSC params, so anything
 * else under `/RSC` is refused here — 405 for another method, 404 for another
 * path — before Waku decodes it: Waku throws on an RSC path it cannot decode,
 * a missing server reference or a malformed posted body, outside the code that
 * maps its errors to statuses, and a throw becomes a 500 in the adapter.
 */
export const rscRefusal = (method: string, pathname: string): Response | null => {
  if (!/^\/RSC(?:\/|$)/.test(pathname)) return null;
  if (method !== 'GET' && method !== 'HEAD')
    return new Response('Method Not Allowed', {
      status: 405,
      headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', ...unreadBodyHeaders },
    });
  if (!/^\/RSC\/R\/.+\.txt$/.test(pathname))
    return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return null;
};

/** `rscRefusal` as middleware, mounted right before the static files (server/pipeline.ts). */
export const rscGuard: MiddlewareHandler = async (c, next) => rscRefusal(c.req.method, requestUrl(c).pathname) ?? next();
