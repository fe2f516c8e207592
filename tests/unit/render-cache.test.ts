import { describe, expect, it } from 'vitest';
import { createRenderCache, renderedUrl } from '../../server/render-cache.ts';

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
    cache.revalidate('k', failing);
    cache.revalidate('k', failing);
    await new Promise((r) => setTimeout(r, 5));
    expect(renders).toBe(1);
    expect(new TextDecoder().decode(cache.get('k')?.page.body)).toBe('old');
    cache.revalidate('k', async () => page('new'));
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
});
