import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { bodySize, createBoundedStore } from '#src/lib/bounded-store.ts';
import { isProductionHost, productionHost } from '#src/lib/site-config.ts';
import { type Encoding, negotiateEncoding } from './compression.ts';
import { cookieValue } from './cookies.ts';
import { hostHeaderCount, isValidHost } from './host-header.ts';
import { forwardedHttps } from './proxy-trust.ts';
import { logRequest } from './request-log.ts';
import { isProductionAlias } from './url-rules.ts';

/** A response the full middleware stack produced, kept with its final headers and (compressed) bytes. */
export type HotResponse = {
  headers: Record<string, string>;
  body: Uint8Array;
  /** When the full stack must answer (and so re-check its rules) again. */
  expiresAt: number;
};

/**
 * What makes two requests of one path get different answers: scheme (HSTS), whether the host is the
 * production host (noindex elsewhere), encoding. Not the host itself: no answer carries it, and a
 * stream of made-up hosts would otherwise push every real answer out.
 */
export type HotKey = { https: boolean; production: boolean; encoding: Encoding | null; path: string };

const keyOf = ({ https, production, encoding, path }: HotKey) =>
  `${https ? 's' : ''}|${production ? 'p' : ''}|${encoding ?? ''}|${path}`;

/** `x-forwarded-proto` as one comma-separated value, however many times it was sent. */
const forwardedProto = (req: IncomingMessage): string | undefined => {
  const value = req.headers['x-forwarded-proto'];
  return Array.isArray(value) ? value.join(',') : value;
};

/**
 * The hot path: a query-less GET or HEAD the full stack has already answered
 * with a 200 from memory (a prerendered page, an asset, a fresh render-cache
 * hit) is replayed straight onto the node:http socket — no Request, no Hono
 * context, no Response, no compression, no hashing.
 *
 * Only the full stack records answers, so every rule it applies (redirects,
 * security headers, the CSP of the body, the encoding) is in what is replayed.
 * An answer lives at most until `expiresAt` (the render cache's TTL), after
 * which the full stack answers again and re-checks what may have changed
 * (CMS redirects, missing translations). What differs between requests is
 * checked here: method, query, scheme, production host or not and encoding (part of the key),
 * `If-None-Match`, and the `use_lang` cookie, which may redirect a visitor.
 */
export const createHotResponses = ({
  maxEntries,
  maxBytes = Number.POSITIVE_INFINITY,
  redirectsFor,
  trustedProxies = 0,
  now = Date.now,
}: {
  maxEntries: number;
  /** A bound on the bodies kept (a body shared with another cache counts too), as schemes and encodings multiply keys. */
  maxBytes?: number;
  /** Proxies whose `x-forwarded-proto` is believed (TRUST_PROXY_HOPS), as in the full stack's `isHttps`. */
  trustedProxies?: number;
  /** Whether a visitor with this `use_lang` cookie is redirected away from `path`. */
  redirectsFor: (path: string, useLang: string) => boolean;
  now?: () => number;
}) => {
  const entries = createBoundedStore<HotResponse>({ maxEntries, maxBytes, sizeOf: bodySize });

  const remember = (key: HotKey, response: HotResponse) => entries.set(keyOf(key), response);

  const lookup = (req: IncomingMessage): HotResponse | undefined => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    const path = req.url ?? '';
    if (!path.startsWith('/') || path.includes('?')) return undefined;
    // A bad Host gets its 400 from the full stack's host check, like every other request.
    if (!isValidHost(req.headers.host) || hostHeaderCount(req.rawHeaders) > 1) return undefined;
    // The production host's `www.` twin is redirected by the full stack, never answered.
    if (isProductionAlias(req.headers.host, productionHost)) return undefined;
    const key = keyOf({
      https: forwardedHttps(forwardedProto(req), Boolean((req.socket as TLSSocket | undefined)?.encrypted), trustedProxies),
      production: isProductionHost(req.headers.host),
      encoding: negotiateEncoding(req.headers['accept-encoding']),
      path,
    });
    const found = entries.get(key);
    if (!found) return undefined;
    if (found.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    const useLang = cookieValue(req.headers.cookie, 'use_lang');
    if (useLang !== undefined && redirectsFor(path, useLang)) return undefined;
    return found;
  };

  /** Answers the request from memory and says so, or leaves it to the full stack. */
  const serve = (req: IncomingMessage, res: ServerResponse): boolean => {
    const started = performance.now();
    const found = lookup(req);
    if (!found) return false;
    const etag = found.headers.etag;
    if (etag !== undefined && req.headers['if-none-match'] === etag) {
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = found.headers;
      res.writeHead(304, headers).end();
    } else {
      res.writeHead(200, found.headers).end(req.method === 'HEAD' ? undefined : found.body);
    }
    logRequest(req.method ?? 'GET', req.url ?? '', res.statusCode, started, 'hot');
    return true;
  };

  return {
    remember,
    serve,
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.bytes;
    },
  };
};
