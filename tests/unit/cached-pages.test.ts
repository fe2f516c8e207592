import { Hono } from 'hono/tiny';
import { describe, expect, it } from 'vitest';
import { cachedPages } from '#server/middleware/cached-pages.ts';
import type { SiteEnv } from '#server/middleware/site-env.ts';
import { createRenderCache, type RenderedPage } from '#server/render-cache.ts';
import { offProductionHost, productionHost } from '#src/lib/site-config.ts';

type Render = { url: string; host: string | null; fresh: boolean };

/** The cached-pages step over a real render cache and a renderer that records what it was asked. */
const site = ({ cache = true, isBuild = true } = {}) => {
  let now = 0;
  const renders: Render[] = [];
  const renderCache = cache ? createRenderCache({ ttlMs: 60_000, maxEntries: 100, now: () => now }) : null;
  const renderPage = async (req: Request, options?: { freshContent?: boolean }): Promise<RenderedPage> => {
    renders.push({ url: req.url, host: req.headers.get('host'), fresh: options?.freshContent ?? false });
    return { status: 200, headers: [['content-type', 'text/html']], body: new TextEncoder().encode(`render ${renders.length}`) };
  };
  const app = new Hono<SiteEnv>();
  app.use(async (c, next) => {
    c.set('cache', '-');
    await next();
    c.header('x-cache', c.get('cache'));
  });
  app.use(cachedPages({ isBuild, renderCache, renderPage }));
  app.get('*', (c) => c.text('fell through', 418));
  const get = (path: string, host = productionHost) => app.request(`http://${host}${path}`, { headers: { host } });
  return { get, renders, later: (ms: number) => (now += ms) };
};

describe('cached pages step', () => {
  it('renders a page once, then answers it from the cache', async () => {
    const { get, renders } = site();
    const first = await get('/pricing/?utm_source=x');
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(await first.text()).toBe('render 1');
    const second = await get('/pricing/');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe('render 1');
    // Rendered without the query parameters the page does not read.
    expect(renders.map((r) => r.url)).toEqual([`http://${productionHost}/pricing/`]);
  });

  it('renders made-up hosts as one off-production host, never as the host they name', async () => {
    const { get, renders } = site();
    await get('/docs/', 'evil.example');
    const again = await get('/docs/', 'other.example');
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(renders).toHaveLength(1);
    expect(renders[0]?.host).toBe(offProductionHost);
  });

  it('answers a stale page at once and revalidates it with fresh content', async () => {
    const { get, renders, later } = site();
    await get('/docs/');
    later(60_001);
    const stale = await get('/docs/');
    expect(stale.headers.get('x-cache')).toBe('stale');
    expect(await stale.text()).toBe('render 1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(renders.map((r) => r.fresh)).toEqual([false, true]);
    expect(await (await get('/docs/')).text()).toBe('render 2');
  });

  it('renders every request with the cache off, and leaves everything to Waku under `waku dev`', async () => {
    const off = site({ cache: false });
    await off.get('/docs/');
    await off.get('/docs/');
    expect(off.renders).toHaveLength(2);
    const dev = site({ isBuild: false });
    expect((await dev.get('/docs/')).status).toBe(418);
    expect(dev.renders).toHaveLength(0);
  });

  it('leaves asset paths and other methods to the next step', async () => {
    const { get, renders } = site();
    expect((await get('/assets/app.js')).status).toBe(418);
    expect(renders).toHaveLength(0);
  });
});
