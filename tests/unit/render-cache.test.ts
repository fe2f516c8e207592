import { describe, expect, it } from 'vitest';
import { localeCodes } from '#intl/locales.ts';
import { createRenderCache, notFoundPath, pageRequest, renderedUrl, storablePage } from '#server/render-cache.ts';
import { matchRoute } from '#src/routes/route-matcher.ts';

const page = (text: string) => ({ status: 200, headers: [] as [string, string][], body: new TextEncoder().encode(text) });

describe('render cache', () => {
  it('serves fresh within the TTL and stale after it', () => {
    let now = 0;
    const cache = createRenderCache({ ttlMs: 60_000, maxEntries: 10, now: () => now });
    cache.store('/de/docs/a/', page('a'));
    expect(cache.get('/de/docs/a/')?.fresh).toBe(true);
    now = 60_001;
    expect(cache.get('/de/docs/a/')?.fresh).toBe(false);
    expect(cache.get('/docs/a/')).toBeUndefined();
  });

  it('revalidates once per key and keeps the stale page when rendering fails', async () => {
    const cache = createRenderCache({ ttlMs: 1, maxEntries: 10 });
    cache.store('k', page('old'));
    let renders = 0;
    const failing = async () => {
      renders++;
      throw new Error('upstream down');
    };
    cache.revalidate('k', failing, () => true);
    cache.revalidate('k', failing, () => true);
    await new Promise((r) => setTimeout(r, 5));
    expect(renders).toBe(1);
    expect(new TextDecoder().decode(cache.get('k')?.page.body)).toBe('old');
    cache.revalidate(
      'k',
      async () => page('new'),
      () => true,
    );
    await new Promise((r) => setTimeout(r, 5));
    expect(new TextDecoder().decode(cache.get('k')?.page.body)).toBe('new');
  });

  it('drops the oldest entries past its byte budget, so open-ended queries cannot grow memory', () => {
    const cache = createRenderCache({ ttlMs: 1000, maxEntries: 100, maxBytes: 10 });
    cache.store('a', page('aaaa'));
    cache.store('b', page('bbbb'));
    cache.store('a', page('AAAA'));
    expect(cache.bytes).toBe(8);
    cache.store('c', page('cccc'));
    expect(cache.get('b')).toBeUndefined();
    expect(new TextDecoder().decode(cache.get('a')?.page.body)).toBe('AAAA');
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(8);
  });

  it('renders a missing page once for all the requests that ask for it meanwhile, and keeps it when storable', async () => {
    const cache = createRenderCache({ ttlMs: 1000, maxEntries: 10 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 5));
      return page('docs');
    };
    const pages = await Promise.all([1, 2, 3].map(() => cache.fill('k', render, () => true)));
    expect(renders).toBe(1);
    expect(pages.map((p) => new TextDecoder().decode(p?.body))).toEqual(['docs', 'docs', 'docs']);
    expect(cache.get('k')?.fresh).toBe(true);
    await cache.fill(
      'other',
      async () => ({ ...page('x'), status: 500 }),
      ({ status }) => status === 200,
    );
    expect(cache.get('other')).toBeUndefined();
    // Once settled, the next miss renders again.
    await cache.fill('other', render, () => true);
    expect(renders).toBe(2);
  });

  it('drops the oldest entries past its size', () => {
    const cache = createRenderCache({ ttlMs: 1000, maxEntries: 2 });
    cache.store('a', page('a'));
    cache.store('b', page('b'));
    cache.store('c', page('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('renders and caches a page for its URL with only the parameters the page reads', () => {
    const rendered = (href: string, readParams: readonly string[]) => {
      const url = renderedUrl(new URL(href, 'http://localhost'), readParams);
      return `${url.pathname}${url.search}`;
    };
    expect(rendered('/docs/a/?utm_source=newsletter&utm_medium=email&utm_campaign=may', [])).toBe('/docs/a/');
    expect(rendered('/docs/a/?n=1&ref=twitter', [])).toBe('/docs/a/');
    expect(rendered('/de/blog/?gclid=abc&fbclid=def&page=2', ['q', 'page'])).toBe('/de/blog/?page=2');
    // What the page reads stays, in its order, repeated values included.
    expect(rendered('/tutorials/?q=nginx&utm_source=x&page=2', ['q', 'topic', 'page'])).toBe('/tutorials/?q=nginx&page=2');
    expect(rendered('/search/?in=docs&q=backup&in=blog', ['q', 'in'])).toBe('/search/?in=docs&q=backup&in=blog');
  });

  it("keeps a page under its path and the parameters its route reads, and every path of no route under its locale's not-found page", () => {
    const request = (href: string) => {
      const { url, key, notFound } = pageRequest(new URL(href, 'http://localhost'));
      return { rendered: `${url.pathname}${url.search}`, key, notFound };
    };
    expect(request('/search/?q=backup&utm_source=x')).toEqual({
      rendered: '/search/?q=backup',
      key: '/search/?q=backup',
      notFound: false,
    });
    expect(request('/de/tutorials/tag/docker/?page=2&q=x').key).toBe('/de/tutorials/tag/docker/?page=2');
    expect(request('/docs/cloud-servers/create-server/?q=x').key).toBe('/docs/cloud-servers/create-server/');
    // A route's own 404 (a docs page that does not exist) is rendered and kept for its path.
    expect(request('/docs/no-such-doc/').key).toBe('/docs/no-such-doc/');
    // No route: one entry per locale, always rendered from the locale's not-found path, never the visitor's.
    expect(request('/wp-login.php')).toEqual({ rendered: '/-/not-found/', key: 'not-found en-us', notFound: true });
    expect(request('/no/such/page/?x=1')).toEqual({ rendered: '/-/not-found/', key: 'not-found en-us', notFound: true });
    expect(request('/de/.env').key).toBe('not-found de');
    expect(request('/pt-br/wp-admin/').key).toBe('not-found pt-br');
    expect(request('/products/no-such-product/').key).toBe('not-found en-us');
    // A route missing from a locale (a promotion of en-us only) has no page there.
    expect(request('/vps/promo/fast20/').key).toBe('/vps/promo/fast20/');
    expect(request('/de/vps/promo/fast20/').key).toBe('not-found de');
  });

  it('renders the not-found entry from its own path, not from a path Waku maps to another page (issue 30, item 2)', () => {
    // Waku renders /faq/index.html as the FAQ; the route table names no such path.
    for (const href of ['/faq/index.html', '/it/search/index.html', '/de/sitemap/index.html', '/blog/news/index.html']) {
      const { url, key, notFound } = pageRequest(new URL(href, 'http://localhost'));
      expect(notFound, href).toBe(true);
      expect(key, href).toMatch(/^not-found /);
      expect(url.pathname, href).not.toBe(href);
      expect(url.pathname, href).toMatch(/\/-\/not-found\/$/);
    }
    for (const locale of localeCodes) {
      const { rest } = { rest: notFoundPath(locale).replace(/^\/[a-z-]+(?=\/-\/)/, '') };
      expect(matchRoute(rest), locale).toBeUndefined();
      expect(pageRequest(new URL(notFoundPath(locale), 'http://localhost')).key).toBe(`not-found ${locale}`);
    }
  });

  it('fills a not-found entry only with a 404, whatever a render returned', async () => {
    const cache = createRenderCache({ ttlMs: 1, maxEntries: 10 });
    const faq = { ...page('FAQ'), status: 200 };
    await cache.fill(
      'not-found it',
      async () => faq,
      (p) => storablePage(true, p),
    );
    expect(cache.get('not-found it')).toBeUndefined();
    const notFound = { ...page('Not found'), status: 404 };
    await cache.fill(
      'not-found it',
      async () => notFound,
      (p) => storablePage(true, p),
    );
    expect(cache.get('not-found it')?.page.status).toBe(404);
    // A stale not-found entry is not replaced by another page on revalidation either.
    await new Promise((r) => setTimeout(r, 5));
    cache.revalidate(
      'not-found it',
      async () => faq,
      (p) => storablePage(true, p),
    );
    await new Promise((r) => setTimeout(r, 5));
    expect(new TextDecoder().decode(cache.get('not-found it')?.page.body)).toBe('Not found');
    // Pages of a route keep their 200s and their own 404s; nothing that sets a cookie.
    expect(storablePage(false, faq)).toBe(true);
    expect(storablePage(false, notFound)).toBe(true);
    expect(storablePage(false, { ...faq, headers: [['set-cookie', 'a=b']] })).toBe(false);
    expect(storablePage(true, { ...page('x'), status: 500 })).toBe(false);
  });

  it('drops a render nobody waits for any more, and keeps one somebody still does', async () => {
    const cache = createRenderCache({ ttlMs: 1000, maxEntries: 10 });
    const signals: AbortSignal[] = [];
    const render = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<ReturnType<typeof page>>((resolve) => setTimeout(() => resolve(page('docs')), 5));
    };
    const first = new AbortController();
    const second = new AbortController();
    const pages = [cache.fill('k', render, () => true, first.signal), cache.fill('k', render, () => true, second.signal)];
    first.abort();
    expect(signals[0]?.aborted).toBe(false);
    second.abort();
    expect(signals[0]?.aborted).toBe(true);
    await Promise.all(pages);
    const kept = new AbortController();
    const one = cache.fill('j', render, () => true, kept.signal);
    const other = cache.fill('j', render, () => true);
    kept.abort();
    expect(signals[1]?.aborted).toBe(false);
    await Promise.all([one, other]);
  });
});
