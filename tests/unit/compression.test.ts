import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressRendered, fromBrotli } from '#server/compression.ts';

const page = (text: string) => new TextEncoder().encode(`<!DOCTYPE html><html><body>${text.repeat(200)}</body></html>`);

describe('compressRendered', () => {
  it('keeps a rendered page as brotli every encoding can be made from', async () => {
    const html = page('Cloud servers in Frankfurt – from €4.49. ');
    const stored = await compressRendered(html);
    expect(stored.byteLength).toBeLessThan(html.byteLength / 10);
    expect(new Uint8Array(brotliDecompressSync(stored))).toEqual(html);
    expect(new Uint8Array(gunzipSync(fromBrotli(stored, 'gzip')))).toEqual(html);
    expect(fromBrotli(stored, null)).toEqual(html);
  });

  it('shares the body of bytes it has compressed before, and only of those', async () => {
    const first = await compressRendered(page('Managed Kubernetes. '));
    expect(await compressRendered(page('Managed Kubernetes. '))).toBe(first);
    const other = await compressRendered(page('Managed Kubernetes! '));
    expect(other).not.toBe(first);
    expect(new TextDecoder().decode(brotliDecompressSync(other))).toContain('Managed Kubernetes!');
  });
});
