/**
 * The Host header is the visitor's text: it names whatever the visitor wants. The site checks its
 * shape once, at the edge (the `host check` step), and answers 400 when it is not a host a browser
 * could have sent, so no later step meets a URL that fails to parse or a host the URL parser
 * rewrites (`1.2.3` → `1.2.0.3`, `0x10` → `16`).
 */

/** A DNS name is at most 253 characters; with `:65535` and a trailing dot, 260. */
const MAX_HOST_LENGTH = 260;
const NAME_AND_PORT = /^([a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?)(?::(\d{1,5}))?$/i;
const IPV6_AND_PORT = /^(\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;
const LABEL_MAX = 63;

/**
 * Whether `host` (a Host header, or the authority of an absolute request target) is a host name,
 * an IPv4 address written the usual way, or a bracketed IPv6 address, with an optional port: what
 * the WHATWG URL parser accepts and leaves as written (case aside).
 */
export const isValidHost = (host: string | undefined): host is string => {
  if (!host || host.length > MAX_HOST_LENGTH) return false;
  const parts = NAME_AND_PORT.exec(host) ?? IPV6_AND_PORT.exec(host);
  if (!parts) return false;
  const [, name = '', port] = parts;
  if (port !== undefined && Number(port) > 65_535) return false;
  if (name.split('.').some((label) => label.length > LABEL_MAX)) return false;
  const parsed = URL.parse(`http://${name}/`);
  if (!parsed) return false;
  return name.startsWith('[') || parsed.hostname === name.toLowerCase();
};

/** How many Host header lines came in (Node keeps only the first of several). */
export const hostHeaderCount = (rawHeaders: readonly string[] = []): number => {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.toLowerCase() === 'host') count++;
  return count;
};
