import type { MiddlewareHandler } from 'hono';
import { negotiateEncoding } from '#server/compression.ts';
import type { createHotResponses } from '#server/hot-responses.ts';
import { isHttps } from '#server/request-guards.ts';
import { requestUrl } from '#server/request-url.ts';
import { isProductionHost } from '#src/lib/site-config.ts';
import type { SiteEnv } from './site-env.ts';

/**
 * Hands the hot path (hot-responses.ts) a 200 answered from memory for a query-less URL, with every
 * header the rest of the pipeline gave it, so the next request for it skips the pipeline.
 */
export const hotPathRecorder =
  (hotResponses: ReturnType<typeof createHotResponses>, trustedProxies: number): MiddlewareHandler<SiteEnv> =>
  async (c, next) => {
    await next();
    const hot = c.get('hot');
    const url = requestUrl(c);
    if (!hot || c.req.method !== 'GET' || url.search || c.res.status !== 200 || c.res.headers.has('set-cookie')) return;
    // Bytes something further out re-encoded (small files get compressed on the way out) are not these bytes.
    if ((c.res.headers.get('content-encoding') ?? null) !== hot.encoding) return;
    const headers = Object.fromEntries(c.res.headers);
    headers['content-length'] = String(hot.body.byteLength);
    hotResponses.remember(
      {
        https: isHttps(c, trustedProxies),
        production: isProductionHost(c.req.header('host')),
        encoding: negotiateEncoding(c.req.header('accept-encoding')),
        path: url.pathname,
      },
      { headers, body: hot.body, expiresAt: hot.expiresAt },
    );
  };
