import type { MiddlewareHandler } from 'hono';
import { compressStream, isCompressible, negotiateEncoding } from '#server/compression.ts';

/** Below this many bytes (when an answer says its length) compression saves nothing worth a compressor. */
const minCompressedBytes = 512;

/**
 * Compresses, on the way out, what no step already encoded: mounted outside every route, so JSON
 * answers (price lists, search) are compressed too. An answer that says it is short (a plain 404)
 * goes as it is: a brotli stream costs more CPU to set up than its few bytes cost to send.
 */
export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  const encoding = negotiateEncoding(c.req.header('accept-encoding'));
  // `body` last: reading it turns Hono's lightweight answer into a real Response, a copy of the bytes.
  if (!encoding || res.headers.has('content-encoding') || !isCompressible(res.headers.get('content-type'))) return;
  if (Number(res.headers.get('content-length') ?? Number.POSITIVE_INFINITY) < minCompressedBytes || !res.body) return;
  const compressed = new Response(compressStream(res.body, encoding), res);
  compressed.headers.set('content-encoding', encoding);
  compressed.headers.delete('content-length');
  compressed.headers.append('vary', 'Accept-Encoding');
  c.res = undefined;
  c.res = compressed;
};
