import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestUrl } from '#server/request-url.ts';
import { forwardedClientAddress, forwardedHttps } from './proxy-trust.ts';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;

/**
 * The visitor's address, for per-visitor limits: the socket's peer, or behind
 * `trustedProxies` proxies (TRUST_PROXY_HOPS) the address the outermost of them
 * appended to `x-forwarded-for`. What a visitor writes there is never trusted.
 */
export const clientIp = (c: Context, trustedProxies: number): string =>
  forwardedClientAddress(
    c.req.header('x-forwarded-for'),
    (c.env as NodeBindings)?.incoming?.socket?.remoteAddress,
    trustedProxies,
  );

type SocketBindings = { incoming?: { socket?: { encrypted?: boolean } } } | undefined;

/**
 * Whether the visitor reached us over https: the socket's own TLS, or the trusted proxies'
 * `x-forwarded-proto`. Never the request target's scheme: `GET https://site/ HTTP/1.1` over plain
 * HTTP names a scheme the visitor chose, not the one it used.
 */
export const isHttps = (c: Context, trustedProxies: number): boolean =>
  forwardedHttps(
    c.req.header('x-forwarded-proto'),
    Boolean((c.env as SocketBindings)?.incoming?.socket?.encrypted),
    trustedProxies,
  );

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/** An origin served from the machine itself (`http://localhost:8080`, `http://127.0.0.1`, `http://[::1]`). */
export const isLoopbackOrigin = (origin: string): boolean => {
  const url = URL.parse(origin);
  return (
    url !== null &&
    url.origin === origin &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    LOOPBACK_HOST.test(url.host)
  );
};

/**
 * A POST from one of the configured site origins (`SITE_URL`), or from a loopback origin to the
 * same loopback origin (a browser on this machine: development, tests, `npm start`). Never from
 * the request's own Host merely because the Origin names it too: a DNS-rebinding page at
 * `rebind.example` sends `Host: rebind.example` and `Origin: http://rebind.example`.
 */
export const isSameSitePost = (c: Context, allowedOrigins: readonly string[]): boolean => {
  const origin = c.req.header('origin');
  if (!origin) return false;
  if (allowedOrigins.includes(origin)) return true;
  return isLoopbackOrigin(origin) && origin === requestUrl(c).origin;
};

/**
 * A sliding-window limit per key (IP): `limited(key)` records a hit and says
 * whether the key went over `max` hits within `windowMs`. At most `maxKeys`
 * keys are kept: past that the key hit longest ago is dropped, so a flood of
 * addresses cannot grow memory, nor wipe the record of a client being limited
 * (clearing the whole table let one flood of 10 000 addresses free everyone).
 */
export const createRateLimiter = ({
  max,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: {
  max: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}) => {
  // Insertion order is recency: a key hit again is moved to the end.
  const hits = new Map<string, number[]>();
  return (key: string): boolean => {
    const since = now() - windowMs;
    const recent = (hits.get(key) ?? []).filter((t) => t > since);
    recent.push(now());
    hits.delete(key);
    hits.set(key, recent);
    while (hits.size > maxKeys) hits.delete(hits.keys().next().value as string);
    return recent.length > max;
  };
};

/**
 * Headers of an answer sent before the request body was read to its end (a
 * 413 from a body limit, a refused method): `Connection: close`. The server
 * drops such a connection once it gives up draining the unread body (the
 * Node adapter waits 500 ms), and a client that had already sent its next
 * request on it, as keep-alive allows, would see that request reset.
 */
export const unreadBodyHeaders = { connection: 'close' } as const;

/**
 * The size limit every route that takes a request body (POST, PUT, PATCH)
 * mounts first: a body over `maxBytes` is refused with 413, its error text
 * from `message` (the visitor's language where the route answers in it), and
 * `Connection: close`, since the body is not read to its end — refused by its
 * Content-Length before a byte of it is read, or as soon as a chunked body
 * grows past the limit.
 */
export const bodySizeLimit = (
  maxBytes: number,
  message: (c: Context) => string | Promise<string> = () => 'Too large',
): MiddlewareHandler =>
  bodyLimit({ maxSize: maxBytes, onError: async (c) => c.json({ error: await message(c) }, 413, unreadBodyHeaders) });
