import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageRenderer } from '#server/render/page-renderer.ts';
import { wantsFreshContent } from '#src/lib/content/fresh-content.ts';
import { offProductionHost, productionHost } from '#src/lib/site-config.ts';

const html =
  '<!doctype html><html><head><link rel="stylesheet" href="/a.css"/></head><body><script>(self.__FLIGHT_DATA||=[]).push("0:x")</script></body></html>';
const inlineStyles = (head: string) => head.replace('<link rel="stylesheet" href="/a.css"/>', '<style>.a{}</style>');
const requestFor = (host: string) => new Request(`http://${host}/docs/`, { headers: { host } });
const header = (headers: [string, string][], name: string) => headers.find(([n]) => n === name)?.[1];
const text = (body: Uint8Array) => brotliDecompressSync(body).toString();

describe('page renderer', () => {
  const htmlAnswer = () =>
    new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '999' } });

  it('keeps a page brotli-compressed with its styles inlined and a CSP naming its inline script (an RSC payload push: one the site emits)', async () => {
    const render = createPageRenderer({ processRequest: async () => htmlAnswer(), inlineStyles });
    const page = await render(requestFor(productionHost));
    expect(page?.status).toBe(200);
    expect(header(page?.headers ?? [], 'content-encoding')).toBe('br');
    expect(header(page?.headers ?? [], 'content-length')).toBeUndefined();
    expect(header(page?.headers ?? [], 'content-security-policy')).toMatch(/script-src[^;]*'sha256-[A-Za-z0-9+/=]+'/);
    const served = text(page?.body ?? new Uint8Array());
    expect(served).toContain('<style>.a{}</style>');
    expect(served).not.toContain('noindex');
  });

  it('adds noindex to pages rendered for a host other than production', async () => {
    const render = createPageRenderer({ processRequest: async () => htmlAnswer(), inlineStyles });
    const page = await render(requestFor(offProductionHost));
    expect(text(page?.body ?? new Uint8Array())).toMatch(/<meta name="robots" content="noindex/);
  });

  it('compresses other text answers, keeps binary ones as they are, and passes on "not mine"', async () => {
    const json = createPageRenderer({
      processRequest: async () => new Response('{"a":1}', { headers: { 'content-type': 'application/json' } }),
      inlineStyles,
    });
    const jsonPage = await json(requestFor(productionHost));
    expect(text(jsonPage?.body ?? new Uint8Array())).toBe('{"a":1}');
    const png = createPageRenderer({
      processRequest: async () => new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/png' } }),
      inlineStyles,
    });
    const pngPage = await png(requestFor(productionHost));
    expect([...(pngPage?.body ?? [])]).toEqual([1, 2, 3]);
    expect(header(pngPage?.headers ?? [], 'content-encoding')).toBeUndefined();
    const none = createPageRenderer({ processRequest: async () => null, inlineStyles });
    expect(await none(requestFor(productionHost))).toBeNull();
  });

  it('renders a revalidation with fresh content, a first render without', async () => {
    const seen: boolean[] = [];
    const render = createPageRenderer({
      processRequest: async () => {
        seen.push(wantsFreshContent());
        return htmlAnswer();
      },
      inlineStyles,
    });
    await render(requestFor(productionHost));
    await render(requestFor(productionHost), { freshContent: true });
    expect(seen).toEqual([false, true]);
  });
});
