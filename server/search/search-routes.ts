import { Hono } from 'hono/tiny';
import { isLocale } from '#intl/locales.ts';
import { compressOnce, type Encoding, negotiateEncoding } from '#server/compression.ts';
import type { SiteSearch } from '#src/lib/search/site-search.ts';

/**
 * `GET /api/search/index/{locale}.json`: the index the header search box
 * loads when it is first opened. Compressed once per version; revalidated
 * with its ETag after a minute (the content cache cycle).
 */
export const createSearchRoutes = (search: () => SiteSearch) => {
  const encoded = new Map<string, Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer>>>>>();
  const routes = new Hono();
  routes.get('/api/search/index/:file', async (c) => {
    const locale = c.req.param('file').replace(/\.json$/, '');
    if (!c.req.param('file').endsWith('.json') || !isLocale(locale)) return c.json({ error: 'No such search index' }, 404);
    let index: { json: string; etag: string };
    try {
      index = await search().browserIndex(locale);
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'search index unavailable', locale, error: String(error) }));
      return c.json({ error: 'Search is unavailable' }, 503, { 'retry-after': '60' });
    }
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=60, stale-while-revalidate=600',
      etag: index.etag,
      vary: 'Accept-Encoding',
    };
    if (c.req.header('if-none-match') === index.etag) return c.body(null, 304, headers);
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    if (!encoding) return c.body(index.json, 200, headers);
    const key = `${locale}${index.etag}`;
    const variants = encoded.get(key) ?? {};
    if (!encoded.has(key)) {
      for (const old of encoded.keys()) if (old.startsWith(`${locale}"`)) encoded.delete(old);
      encoded.set(key, variants);
    }
    // Compressed once per version, off the request thread; requests meanwhile wait for that one compression.
    variants[encoding] ??= compressOnce(Buffer.from(index.json), encoding).then((bytes) => new Uint8Array(bytes));
    return c.body(await variants[encoding], 200, { ...headers, 'content-encoding': encoding });
  });
  return routes;
};
