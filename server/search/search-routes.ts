import { Hono } from 'hono/tiny';
import { isLocale } from '#intl/locales.ts';
import { suggestionLimit } from '#src/lib/search/search-index.ts';
import type { SiteSearch } from '#src/lib/search/site-search.ts';

/**
 * `GET /api/search/suggest/{locale}?q=`: the header search box's suggestions, answered by the
 * server's index (issue 23: the browser never downloads an index that grows with the content). A
 * few hundred bytes per keystroke; cacheable for a minute (the content cache cycle).
 */
export const createSearchRoutes = (search: () => SiteSearch) => {
  const routes = new Hono();
  routes.get('/api/search/suggest/:locale', async (c) => {
    const locale = c.req.param('locale');
    if (!isLocale(locale)) return c.json({ error: 'No such locale' }, 404);
    try {
      const items = await search().suggest(locale, c.req.query('q') ?? '', suggestionLimit);
      return c.json({ items }, 200, {
        'cache-control': 'public, max-age=60, stale-while-revalidate=600',
      });
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'search suggestions unavailable', locale, error: String(error) }));
      return c.json({ error: 'Search is unavailable' }, 503, { 'retry-after': '60' });
    }
  });
  return routes;
};
