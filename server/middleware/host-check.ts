import type { MiddlewareHandler } from 'hono';
import { hostHeaderCount, isValidHost } from '#server/host-header.ts';
import { requestUrl } from '#server/request-url.ts';

type NodeBindings = { incoming?: { rawHeaders?: string[] } } | undefined;

/**
 * 400 for a request whose Host is not a host (host-header.ts), that carries two Host headers
 * (RFC 9112 §3.2), or whose URL does not parse: answered here, before any step reads the URL.
 */
export const hostCheck: MiddlewareHandler = async (c, next) => {
  const host = c.req.header('host');
  const rawHeaders = (c.env as NodeBindings)?.incoming?.rawHeaders ?? [];
  const valid =
    (host === undefined || isValidHost(host)) &&
    hostHeaderCount(rawHeaders) <= 1 &&
    URL.canParse(c.req.url) &&
    isValidHost(requestUrl(c).host);
  if (valid) return next();
  return c.text('Bad Request: the Host header is not a host name.', 400, { 'cache-control': 'no-store' });
};
