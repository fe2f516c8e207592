import type { MiddlewareHandler } from 'hono';
import { htmlPolicy } from '#server/security-headers.ts';

/**
 * Every HTML answer lists the hashes of its own inline scripts in its CSP. Answers from memory
 * (static files, the render cache) came with theirs, hashed once; this covers Waku's own answers.
 */
export const scriptPolicy: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!(res.headers.get('content-type') ?? '').startsWith('text/html') || res.headers.has('content-security-policy')) return;
  if (res.headers.has('content-encoding') || !res.body) return;
  res.headers.set('content-security-policy', htmlPolicy(new Uint8Array(await res.clone().arrayBuffer())));
};
