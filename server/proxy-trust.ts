/**
 * How far the server trusts `X-Forwarded-For` and `X-Forwarded-Proto`: the
 * number of reverse proxies in front of it (`TRUST_PROXY_HOPS`, default 0).
 *
 * Anyone can send those headers, so with no proxy they are ignored: the
 * visitor is the socket's peer and the scheme is the socket's. Behind N
 * proxies that each append the address they received the request from, the
 * visitor is the N-th address from the right of `X-Forwarded-For` (the one the
 * outermost trusted proxy appended); whatever the visitor wrote further left
 * is never read.
 */
export const trustedProxyHops = (value: string | undefined = process.env.TRUST_PROXY_HOPS): number => {
  if (value === undefined || value.trim() === '') return 0;
  if (!/^\d{1,2}$/.test(value.trim()))
    throw new Error(
      `TRUST_PROXY_HOPS must be the number of proxies in front of the server (0 for none), not ${JSON.stringify(value)}`,
    );
  return Number(value.trim());
};

/** The entries of a comma-separated forwarding header, outermost first. */
const hops = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The visitor's address: the one the outermost of `trusted` proxies saw, else the socket's peer. */
export const forwardedClientAddress = (
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trusted: number,
): string => {
  const list = hops(forwardedFor);
  return (trusted > 0 && list.length >= trusted ? list[list.length - trusted] : undefined) || socketAddress || 'unknown';
};

/**
 * Whether the visitor used https: the socket's scheme, or behind trusted
 * proxies the scheme they report. A proxy that appends rather than replaces
 * makes a list; the entry of the outermost trusted proxy counts (the only one
 * when a proxy replaced the header).
 */
export const forwardedHttps = (forwardedProto: string | undefined, socketHttps: boolean, trusted: number): boolean => {
  const list = hops(forwardedProto);
  if (trusted === 0 || list.length === 0) return socketHttps;
  return list[Math.max(0, list.length - trusted)]?.toLowerCase() === 'https';
};
