import { Hono } from 'hono/tiny';
import { describe, expect, it } from 'vitest';
import { cachedPages } from '#server/middleware/cached-pages.ts';
import type { SiteEnv } from '#server/middleware/site-env.ts';
import { createRenderCache, type RenderedPage } from '#server/render-cache.ts';
import { RenderQueueFull } from '#server/render-limit.ts';
import { offProductionHost, productionHost } from '#src/lib/site-config.ts';

type Render = { url: string; host: string | null; fresh: boolean };

/** The cached-pages step over a real render cache and a renderer that records what it was asked. */
const site = ({
  cache = true,
  isBuild = true,
  pageExists,
  refuse = false,
}: {
  cache?: boolean;
  isBuild?: boolean;
  pageExists?: (path: string) => Promise<boolean>;
  refuse?: boolean;
} = {}) => {
  let now = 0;
  const renders: Render[] = [];
  const renderCache = cache ? createRenderCache({ ttlMs: 60_000, maxEntries: 100, now: () => now }) : null;
  const renderPage = async (req: Request, options?: { freshContent?: boolean }): Promise<RenderedPage> => {
    if (refuse) throw new RenderQueueFull();
    renders.push({ url: req.url, host: req.headers.get('host'), fresh: options?.freshContent ?? false });
    const { pathname } = new URL(req.url);
    const status = pathname.includes('/-/not-found/') ? 404 : 200;
    const type = pathname.startsWith('/RSC/') ? 'text/x-component' : 'text/html';
    return { status, headers: [['content-type', type]], body: new TextEncoder().encode(`render ${renders.length}`) };
  };
  const app = new Hono<SiteEnv>();
  app.use(async (c, next) => {
    c.set('cache', '-');
    await next();
    c.header('x-cache', c.get('cache'));
  });
  app.use(cachedPages({ isBuild, renderCache, renderPage, ...(pageExists ? { pageExists } : {}) }));
  app.all('*', (c) => c.text('fell through', 418));
  const get = (path: string, host = productionHost, method = 'GET') =>
    app.request(`http://${host}${path}`, { method, headers: { host } });
  const head = (path: string) => get(path, productionHost, 'HEAD');
  return { get, head, renders, later: (ms: number) => (now += ms) };
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

  it('answers HEAD from the cache like GET, without the body and without a render (issue 30, item 5)', async () => {
    const { get, head, renders } = site();
    await get('/docs/');
    const res = await head('/docs/');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toBe('hit');
    expect(await res.text()).toBe('');
    expect(res.headers.get('content-length')).toBe(String('render 1'.length));
    expect(renders).toHaveLength(1);
    // A HEAD first fills the cache for the GETs after it.
    const other = site();
    expect((await other.head('/faq/')).headers.get('x-cache')).toBe('miss');
    expect((await other.get('/faq/')).headers.get('x-cache')).toBe('hit');
    expect(other.renders).toHaveLength(1);
  });

  it("renders an RSC payload once for its page's route, keeps it, and marks it revalidate-always (item 5)", async () => {
    const { get, renders } = site();
    const first = await get('/RSC/R/docs.txt?query=q%3Dbackup%26utm_source%3Dx');
    expect(first.status).toBe(200);
    const again = await get('/RSC/R/docs.txt?query=q%3Dbackup');
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(await again.text()).toBe('render 1');
    // Rendered for the route and the query parameters it reads, and cached apart from the page.
    expect(renders.map((r) => r.url)).toEqual([`http://${productionHost}/RSC/R/docs.txt?query=q%3Dbackup`]);
    expect((await get('/docs/?q=backup')).headers.get('x-cache')).toBe('miss');
  });

  it('answers RSC paths of no page 404 without rendering anything (item 5)', async () => {
    const { get, renders } = site({ pageExists: async (path) => !path.startsWith('/docs/made-up') });
    for (const path of [
      '/RSC/R/probe-1.txt',
      '/RSC/R/de/wp-login.php.txt',
      '/RSC/R/faq/index.html.txt',
      '/RSC/R/docs/made-up.txt',
    ])
      expect((await get(path)).status, path).toBe(404);
    expect(renders).toHaveLength(0);
  });

  it('answers a made-up path Waku would map to a page with the not-found page, never that page (item 2)', async () => {
    const { get, renders } = site();
    expect((await get('/it/faq/index.html')).status).toBe(404);
    const probe = await get('/it/wp-login.php');
    expect(probe.status).toBe(404);
    expect(probe.headers.get('x-cache')).toBe('hit');
    expect(renders.map((r) => new URL(r.url).pathname)).toEqual(['/it/-/not-found/']);
  });

  it('checks a content item exists before rendering: made-up items share the not-found page (item 12)', async () => {
    const { get, renders } = site({ pageExists: async (path) => path === '/docs/real/' });
    for (let i = 0; i < 20; i++) expect((await get(`/docs/made-up-${i}/`)).status).toBe(404);
    expect((await get('/docs/real/')).status).toBe(200);
    expect(renders.map((r) => new URL(r.url).pathname)).toEqual(['/-/not-found/', '/docs/real/']);
  });

  it('answers 503 with Retry-After when the render queue is full (item 12)', async () => {
    const { get } = site({ refuse: true });
    const res = await get('/docs/');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
  });
});
