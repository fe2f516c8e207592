import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } } | undefined;

const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a request may read the operator's endpoints (/metrics, /readyz's details): it comes from
 * this machine straight, not through a proxy (a loopback peer with no forwarding header: behind nginx
 * every request has a loopback peer, and carries `X-Forwarded-For`), or it carries
 * `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). No token set: loopback only.
 */
export const isTrustedObserver = (c: Context, token: string | undefined): boolean => {
  const proxied =
    c.req.header('x-forwarded-for') !== undefined ||
    c.req.header('forwarded') !== undefined ||
    c.req.header('x-real-ip') !== undefined;
  if (!proxied && isLoopback((c.env as NodeBindings)?.incoming?.socket?.remoteAddress)) return true;
  const given = c.req.header('authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  return token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token));
};

/** `METRICS_TOKEN`, if set: at least 16 characters, so it cannot be guessed. */
export const metricsToken = (value: string | undefined = process.env.METRICS_TOKEN): string | undefined => {
  if (!value) return undefined;
  if (value.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters long');
  return value;
};
