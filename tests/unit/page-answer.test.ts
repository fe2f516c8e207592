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
    const { encoded, response } = await createPageAnswers()(page, 'br');
    expect(encoded).toEqual({ body: page.body, encoding: 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(page.body);
  });

  it('recodes for gzip and plain clients', async () => {
    const answer = createPageAnswers();
    const gzip = (await answer(stored(), 'gzip')).response;
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString()).toBe(html);
    const plain = (await answer(stored(), null)).response;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('keeps a gzip form beside every page, and a plain form only beside the shared not-found page', async () => {
    const answer = createPageAnswers();
    const page = stored();
    // Recoding a page for each gzip client cost 6.5 ms of the request thread (issue 30, item 10).
    expect((await answer(page, 'gzip')).encoded.body).toBe((await answer(page, 'gzip')).encoded.body);
    expect((await answer(page, null)).encoded.body).not.toBe((await answer(page, null)).encoded.body);
    const notFound = stored();
    expect((await answer(notFound, null, { notFound: true })).encoded.body).toBe(
      (await answer(notFound, null, { notFound: true })).encoded.body,
    );
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const answer = createPageAnswers();
    const get = await answer(stored(), 'gzip');
    const head = await answer(stored(), 'gzip', { head: true });
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get('content-encoding')).toBe('gzip');
    expect(head.response.headers.get('content-length')).toBe(String(get.encoded.body.byteLength));
    expect(head.response.body).toBeNull();
  });

  it('sends an unencoded page as it is, whatever the client takes', async () => {
    const page: RenderedPage = { status: 404, headers: [['content-type', 'image/png']], body: new Uint8Array([7, 8]) };
    const { encoded, response } = await createPageAnswers()(page, 'gzip');
    expect(encoded.encoding).toBeNull();
    expect(response.status).toBe(404);
    expect(response.headers.get('vary')).toBeNull();
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([7, 8]);
  });
});
