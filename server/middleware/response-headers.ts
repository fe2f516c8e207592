import type { MiddlewareHandler } from 'hono';
import { isHttps } from '#server/request-guards.ts';
import { contentSecurityPolicy, securityHeaders } from '#server/security-headers.ts';

/**
 * Security headers on every answer; a default CSP where no step gave the answer its own (HTML gets
 * one from the script policy step, listing its inline scripts); HTML never cached without a check.
 */
export const responseHeaders =
  (trustedProxies: number): MiddlewareHandler =>
  async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders(isHttps(c, trustedProxies)))) c.res.headers.set(name, value);
    if (!c.res.headers.has('content-security-policy')) c.res.headers.set('content-security-policy', contentSecurityPolicy());
    if ((c.res.headers.get('content-type') ?? '').startsWith('text/html')) {
      // Cookie redirects (use_lang) must be re-checked by browsers and shared caches.
      c.res.headers.set('cache-control', 'no-cache');
      c.res.headers.set('vary', 'Cookie, Accept-Encoding');
    }
  };
