import { hash } from 'node:crypto';
import { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

const brotliCompressAsync = promisify(brotliCompress);
const brotliDecompressAsync = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

export const isCompressible = (contentType: string | null | undefined): boolean => compressible.test(contentType ?? '');

/** The q-value of each coding an `Accept-Encoding` names (lowercase; `*` included), the last naming winning. */
const qValues = (acceptEncoding: string): Map<string, number> => {
  const found = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim());
    if (!coding) continue;
    const q = params.map((p) => /^q\s*=\s*([0-9.]+)$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = q === undefined ? 1 : Number(q);
    found.set(coding, Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
  }
  return found;
};

/**
 * The best encoding the client accepts (RFC 9110 §12.5.3): q-values honoured, `q=0` refusing a
 * coding, `*` standing for any coding not named. Brotli wins a tie with gzip; identity (null) wins
 * only when named with a higher q, or when the header accepts neither. No header at all: identity.
 */
export const negotiateEncoding = (acceptEncoding: string | null | undefined): Encoding | null => {
  if (!acceptEncoding) return null;
  const q = qValues(acceptEncoding);
  const any = q.get('*');
  const of = (coding: string) => q.get(coding) ?? any ?? 0;
  // Identity is always acceptable; it is preferred only where the header names it above the codings.
  const identity = q.get('identity') ?? 0;
  const best = of('br') >= of('gzip') ? 'br' : 'gzip';
  const bestQ = of(best);
  if (bestQ <= 0) return null;
  return bestQ >= identity ? best : null;
};

/**
 * Whole-buffer compression at the highest level, for bytes compressed once and served many times
 * (the build's files): on libuv's thread pool, never on the request thread (brotli 11 takes
 * 200–300 ms on a large script).
 */
export const compressOnce = async (body: Uint8Array, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotliCompressAsync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
      })
    : gzipAsync(body, { level: 9 });

/** The fast levels, for bytes compressed as they are sent once: cheap on CPU, still most of the saving. */
const fast = { brotliQuality: 4, gzipLevel: 6 } as const;

/** Compressed rendered bodies by the SHA-256 of their bytes, for as long as something holds them. */
const renderedBodies = new Map<string, WeakRef<Uint8Array<ArrayBuffer>>>();
const forgetBody = new FinalizationRegistry<string>((digest) => {
  if (!renderedBodies.get(digest)?.deref()) renderedBodies.delete(digest);
});

/**
 * Brotli at quality 5, for a rendered page kept in memory until its next
 * render: on a docs page 2–3 ms and 26 KB, where quality 11 takes 150 ms for
 * 23 KB — too dear to pay again on every revalidation. It runs on libuv's
 * thread pool, so other requests go on while a page is compressed. Bytes that
 * were compressed before and are still held (by the render cache, a response)
 * are not compressed again but share that body: a revalidation that renders the
 * page unchanged, or the same page for another host, costs a hash (0.1 ms on
 * a docs page) and no memory.
 */
export const compressRendered = async (body: Uint8Array): Promise<Uint8Array<ArrayBuffer>> => {
  const digest = hash('sha256', body, 'base64');
  const known = renderedBodies.get(digest)?.deref();
  if (known) return known;
  const compressed = new Uint8Array(
    await brotliCompressAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
  );
  renderedBodies.set(digest, new WeakRef(compressed));
  forgetBody.register(compressed, digest);
  return compressed;
};

/** Brotli bytes as a client that accepts `encoding` (another one, or none) takes them, recoded off the request thread. */
export const fromBrotli = async (body: Uint8Array, encoding: 'gzip' | null): Promise<Uint8Array<ArrayBuffer>> => {
  const plain = await brotliDecompressAsync(body);
  return new Uint8Array(encoding === 'gzip' ? await gzipAsync(plain, { level: fast.gzipLevel }) : plain);
};

/** Streaming compression for rendered responses: a fast level, flushed as chunks arrive so streaming still streams. */
export const compressStream = (body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> => {
  const transform =
    encoding === 'br'
      ? createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: fast.brotliQuality },
          flush: constants.BROTLI_OPERATION_FLUSH,
        })
      : createGzip({ level: fast.gzipLevel, flush: constants.Z_SYNC_FLUSH });
  const { readable, writable } = Duplex.toWeb(transform) as {
    readable: ReadableStream<Uint8Array>;
    writable: WritableStream<Uint8Array>;
  };
  void body.pipeTo(writable).catch(() => {});
  return readable;
};
