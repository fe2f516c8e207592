import { type Encoding, fromBrotli } from '#server/compression.ts';
import type { RenderedPage } from '#server/render-cache.ts';

type Recodable = 'gzip' | 'identity';

/**
 * Answers from the render cache. A rendered page is kept brotli-compressed, about a sixth of its
 * size; clients without brotli get it recoded, on libuv's thread pool, never on the request thread.
 * A page's gzip form is made once and kept beside the brotli one for as long as the page is (gzip is
 * about brotli's size, and gzip-only clients are common: recoding for each cost 6.5 ms). The plain
 * form, six times the size, is kept only for the shared not-found pages (scanners, often without
 * any encoding, come in floods); other pages are decompressed for each plain client.
 */
export const createPageAnswers = () => {
  const kept = new WeakMap<RenderedPage, Partial<Record<Recodable, Promise<Uint8Array<ArrayBuffer>>>>>();

  const recoded = (page: RenderedPage, accepted: 'gzip' | null, notFound: boolean) => {
    const form: Recodable = accepted ?? 'identity';
    if (form === 'identity' && !notFound) return fromBrotli(page.body, null);
    const bodies = kept.get(page) ?? {};
    kept.set(page, bodies);
    const body = bodies[form] ?? fromBrotli(page.body, accepted);
    bodies[form] = body;
    // A failed recoding is not kept.
    body.catch(() => delete bodies[form]);
    return body;
  };

  /**
   * The answer to a client accepting `accepted`, and the bytes it carries (which the hot path may
   * replay); `head` answers the same headers without the body.
   */
  return async (page: RenderedPage, accepted: Encoding | null, { notFound = false, head = false } = {}) => {
    const stored = page.headers.some(([name]) => name === 'content-encoding') ? 'br' : null;
    const encoded: { body: Uint8Array<ArrayBuffer>; encoding: Encoding | null } =
      stored === null || accepted === stored
        ? { body: page.body, encoding: stored }
        : { body: await recoded(page, accepted, notFound), encoding: accepted };
    const headers = new Headers(page.headers.filter(([name]) => name !== 'content-encoding'));
    if (stored) headers.append('vary', 'Accept-Encoding');
    if (encoded.encoding) headers.set('content-encoding', encoded.encoding);
    if (head) headers.set('content-length', String(encoded.body.byteLength));
    return { encoded, response: new Response(head ? null : encoded.body, { status: page.status, headers }) };
  };
};
