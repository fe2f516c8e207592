import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageAnswers } from '#server/render/page-answer.ts';
import type { RenderedPage } from '#server/render-cache.ts';

const html = '<!doctype html><html><body>Cloud servers from $4</body></html>';
const stored = (): RenderedPage => ({
  status: 200,
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['content-encoding', 'br'],
  ],
  body: new Uint8Array(brotliCompressSync(html)),
});

describe('answers from the render cache', () => {
  it('sends the stored brotli bytes to a brotli client, as they are', async () => {
    const page = stored();
    const { encoded, response } = createPageAnswers()(page, 'br');
    expect(encoded).toEqual({ body: page.body, encoding: 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(page.body);
  });

  it('recodes for gzip and plain clients', async () => {
    const answer = createPageAnswers();
    const gzip = answer(stored(), 'gzip').response;
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString()).toBe(html);
    const plain = answer(stored(), null).response;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('keeps the recoded body of a shared not-found page, and recodes other pages every time', () => {
    const answer = createPageAnswers();
    const notFound = stored();
    expect(answer(notFound, 'gzip', { notFound: true }).encoded.body).toBe(
      answer(notFound, 'gzip', { notFound: true }).encoded.body,
    );
    const page = stored();
    expect(answer(page, 'gzip').encoded.body).not.toBe(answer(page, 'gzip').encoded.body);
  });

  it('sends an unencoded page as it is, whatever the client takes', async () => {
    const page: RenderedPage = { status: 404, headers: [['content-type', 'image/png']], body: new Uint8Array([7, 8]) };
    const { encoded, response } = createPageAnswers()(page, 'gzip');
    expect(encoded.encoding).toBeNull();
    expect(response.status).toBe(404);
    expect(response.headers.get('vary')).toBeNull();
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([7, 8]);
  });
});
