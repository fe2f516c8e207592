import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressOnce, compressRendered, fromBrotli, negotiateEncoding } from '#server/compression.ts';

const page = (text: string) => new TextEncoder().encode(`<!DOCTYPE html><html><body>${text.repeat(200)}</body></html>`);

describe('compressRendered', () => {
  it('keeps a rendered page as brotli every encoding can be made from', async () => {
    const html = page('Cloud servers in Frankfurt – from €4.49. ');
    const stored = await compressRendered(html);
    expect(stored.byteLength).toBeLessThan(html.byteLength / 10);
    expect(new Uint8Array(brotliDecompressSync(stored))).toEqual(html);
    expect(new Uint8Array(gunzipSync(await fromBrotli(stored, 'gzip')))).toEqual(html);
    expect(await fromBrotli(stored, null)).toEqual(html);
  });

  it('shares the body of bytes it has compressed before, and only of those', async () => {
    const first = await compressRendered(page('Managed Kubernetes. '));
    expect(await compressRendered(page('Managed Kubernetes. '))).toBe(first);
    const other = await compressRendered(page('Managed Kubernetes! '));
    expect(other).not.toBe(first);
    expect(new TextDecoder().decode(brotliDecompressSync(other))).toContain('Managed Kubernetes!');
  });
});

describe('negotiateEncoding (Accept-Encoding, RFC 9110 §12.5.3)', () => {
  it('honours q-values: a coding at q=0 is refused, the higher q wins, brotli wins a tie', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('gzip, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('BR;Q=0.8, GZIP;Q=0.9')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
  });

  it('reads * as any coding not named, and identity as the plain body', () => {
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('identity, gzip;q=0.5')).toBeNull();
    expect(negotiateEncoding('identity;q=0, gzip;q=0.5')).toBe('gzip');
  });

  it('sends the plain body without a header, or with one naming nothing it knows', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('deflate, zstd')).toBeNull();
    // Words that only contain a coding's name are not that coding.
    expect(negotiateEncoding('brx, xgzip')).toBeNull();
  });
});

describe('compressOnce', () => {
  it('compresses off the request thread: the caller gets a promise, and the bytes round-trip', async () => {
    const html = page('Object storage. ');
    const pending = compressOnce(html, 'br');
    expect(pending).toBeInstanceOf(Promise);
    expect(new Uint8Array(brotliDecompressSync(await pending))).toEqual(html);
    expect(new Uint8Array(gunzipSync(await compressOnce(html, 'gzip')))).toEqual(html);
  });
});
