import { type Encoding, fromBrotli } from '#server/compression.ts';
import type { RenderedPage } from '#server/render-cache.ts';

type Recodable = 'gzip' | 'identity';

/**
 * Answers from the render cache. A rendered page is kept brotli-compressed, about a sixth of its
 * size; clients without brotli get it recoded. The shared not-found pages' recoded bodies are kept
 * as long as the page: made-up paths come in floods (scanners), mostly from clients that take gzip
 * or nothing, and recoding costs 2–5 ms.
 */
export const createPageAnswers = () => {
  const recodedNotFound = new WeakMap<RenderedPage, Partial<Record<Recodable, Uint8Array<ArrayBuffer>>>>();

  const recoded = (page: RenderedPage, accepted: 'gzip' | null, keep: boolean) => {
    if (!keep) return fromBrotli(page.body, accepted);
    const bodies = recodedNotFound.get(page) ?? {};
    recodedNotFound.set(page, bodies);
    const body = bodies[accepted ?? 'identity'] ?? fromBrotli(page.body, accepted);
    bodies[accepted ?? 'identity'] = body;
    return body;
  };

  /** The answer to a client accepting `accepted`, and the bytes it carries (which the hot path may replay). */
  return (page: RenderedPage, accepted: Encoding | null, { notFound = false } = {}) => {
    const stored = page.headers.some(([name]) => name === 'content-encoding') ? 'br' : null;
    const encoded: { body: Uint8Array<ArrayBuffer>; encoding: Encoding | null } =
      stored === null || accepted === stored
        ? { body: page.body, encoding: stored }
        : { body: recoded(page, accepted, notFound), encoding: accepted };
    const headers = new Headers(page.headers.filter(([name]) => name !== 'content-encoding'));
    if (stored) headers.append('vary', 'Accept-Encoding');
    if (encoded.encoding) headers.set('content-encoding', encoded.encoding);
    return { encoded, response: new Response(encoded.body, { status: page.status, headers }) };
  };
};
