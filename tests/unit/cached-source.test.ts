import { describe, expect, it, vi } from 'vitest';
import { createCachedSource } from '#src/lib/content/cached-source.ts';
import { wantsFreshContent, withFreshContent } from '#src/lib/content/fresh-content.ts';
import type { ContentSource, ItemsResult } from '#src/lib/content/query.ts';

const answer = (title: string): ItemsResult => ({ data: [{ title }] });

describe('the cached content source', () => {
  it('reuses an answer, refreshes it behind the next read after the TTL, and keeps the last good one on failure', async () => {
    let clock = 0;
    const items = vi.fn<ContentSource['items']>().mockResolvedValueOnce(answer('first')).mockResolvedValueOnce(answer('second'));
    const log = vi.fn();
    const source = createCachedSource(
      { kind: 'directus', items, assetUrl: (f) => f },
      { ttlMs: 60_000, maxEntries: 10, now: () => clock, log },
    );

    expect(await source.items('news', { limit: 1 })).toEqual(answer('first'));
    expect(await source.items('news', { limit: 1 })).toEqual(answer('first'));
    expect(items).toHaveBeenCalledTimes(1);

    clock = 61_000;
    expect(await source.items('news', { limit: 1 })).toEqual(answer('first')); // stale at once
    await vi.waitFor(() => expect(items).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect(await source.items('news', { limit: 1 })).toEqual(answer('second')));

    items.mockRejectedValue(new Error('500 from Directus'));
    clock = 200_000;
    expect(await source.items('news', { limit: 1 })).toEqual(answer('second'));
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ msg: 'content query failed', servedStale: true })),
    );
    await expect(source.items('news', { limit: 2 })).rejects.toThrow('500 from Directus');
  });

  it('asks the source again when the work wants fresh content (a revalidation), keeping the last good answer if it fails', async () => {
    const items = vi
      .fn<ContentSource['items']>()
      .mockResolvedValueOnce(answer('first'))
      .mockResolvedValueOnce(answer('second'))
      .mockRejectedValueOnce(new Error('Directus down'));
    const source = createCachedSource(
      { kind: 'directus', items, assetUrl: (f) => f },
      { ttlMs: 60_000, maxEntries: 10, log: () => {}, readThrough: wantsFreshContent },
    );
    expect(await source.items('news', { limit: 1 })).toEqual(answer('first'));
    expect(await source.items('news', { limit: 1 })).toEqual(answer('first'));
    expect(items).toHaveBeenCalledTimes(1);
    // The wish holds across awaits and timers, as a render's reads come after both.
    const fresh = () =>
      withFreshContent(async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return source.items('news', { limit: 1 });
      });
    expect(await fresh()).toEqual(answer('second'));
    expect(await fresh()).toEqual(answer('second'));
    expect(items).toHaveBeenCalledTimes(3);
    expect(await source.items('news', { limit: 1 })).toEqual(answer('second'));
  });

  it('shares one call between equal queries in flight and bounds its entries', async () => {
    const items = vi.fn<ContentSource['items']>(async (_c, q) => answer(String(q.limit)));
    const source = createCachedSource(
      { kind: 'directus', items, assetUrl: (f) => f },
      { ttlMs: 60_000, maxEntries: 2, log: () => {} },
    );
    await Promise.all([source.items('news', { limit: 1 }), source.items('news', { limit: 1 })]);
    expect(items).toHaveBeenCalledTimes(1);
    await source.items('news', { limit: 2 });
    await source.items('news', { limit: 3 });
    await source.items('news', { limit: 1 }); // evicted, asked again
    expect(items).toHaveBeenCalledTimes(4);
  });

  it('bounds the answers it keeps by their size too, keeping the newest', async () => {
    const items = vi.fn<ContentSource['items']>(async (_c, q) => answer('x'.repeat(Number(q.limit))));
    const source = createCachedSource(
      { kind: 'directus', items, assetUrl: (f) => f },
      { ttlMs: 60_000, maxEntries: 100, maxBytes: 250, log: () => {} },
    );
    await source.items('docs', { limit: 100 });
    await source.items('docs', { limit: 101 });
    await source.items('docs', { limit: 100 }); // kept: two answers of about 120 characters fit
    expect(items).toHaveBeenCalledTimes(2);
    await source.items('docs', { limit: 102 }); // pushes out the oldest
    await source.items('docs', { limit: 101 });
    expect(items).toHaveBeenCalledTimes(3);
    await source.items('docs', { limit: 100 });
    expect(items).toHaveBeenCalledTimes(4);
    await source.items('docs', { limit: 1000 }); // larger than the bound alone: kept, the rest go
    await source.items('docs', { limit: 1000 });
    expect(items).toHaveBeenCalledTimes(5);
    await source.items('docs', { limit: 100 });
    expect(items).toHaveBeenCalledTimes(6);
  });
});

describe("the process's content source", () => {
  it('answers from the embedded files through the cache: a repeated query is not evaluated again', async () => {
    vi.stubEnv('CONTENT_API_URL', '');
    vi.resetModules();
    const { contentSource } = await import('#src/lib/content/content-source.ts');
    const query = { filter: { locale: { _eq: 'en-us' } }, fields: ['path', 'title'], limit: -1 };
    const first = await contentSource().items('docs', query);
    expect(contentSource().kind).toBe('files');
    expect(first.data.length).toBeGreaterThan(10);
    // The cache hands back the answer it kept; the files' evaluator would build a new one.
    expect(await contentSource().items('docs', query)).toBe(first);
    vi.unstubAllEnvs();
  });
});
