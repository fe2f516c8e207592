import type { MiddlewareHandler } from 'hono';
import { isCompressible, negotiateEncoding } from '#server/compression.ts';
import { requestUrl } from '#server/request-url.ts';
import { htmlPolicy } from '#server/security-headers.ts';
import type { createStaticFiles } from '#server/static-files.ts';
import { isProductionHost } from '#src/lib/site-config.ts';
import { timing } from '#src/lib/timing.ts';
import type { SiteEnv } from './site-env.ts';

/** The build's public files (prerendered pages, assets) from memory, with ETag, encoding and the page's CSP. */
export const staticFiles =
  (statics: ReturnType<typeof createStaticFiles> | null): MiddlewareHandler<SiteEnv> =>
  async (c, next) => {
    if (!statics || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const found = await statics.lookup(requestUrl(c).pathname);
    if (!found) return next();
    const file = isProductionHost(c.req.header('host')) ? found : statics.offProduction(found);
    c.set('cache', 'static');
    const headers: Record<string, string> = {
      'content-type': file.contentType,
      'cache-control': file.cacheControl,
      etag: file.etag,
      vary: 'Accept-Encoding',
    };
    if (file.contentType.startsWith('text/html')) headers['content-security-policy'] = htmlPolicy(file.body);
    if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
    const encoding = isCompressible(file.contentType) ? negotiateEncoding(c.req.header('accept-encoding')) : null;
    const body = await statics.encode(file, encoding);
    const sentEncoding = body !== file.body ? encoding : null;
    if (sentEncoding) headers['content-encoding'] = sentEncoding;
    c.set('hot', { body, encoding: sentEncoding, expiresAt: Date.now() + timing.renderCacheTtlMs });
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
