import { Hono } from 'hono/tiny';
import { type Locale, localeCodes } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { pageLabel } from '#src/features/content/page-label.ts';
import { contentConfig, contentSource } from '#src/lib/content/content-source.ts';
import { docsTree } from '#src/lib/content/docs.ts';
import { listTutorials } from '#src/lib/content/tutorials.ts';
import { listedRoutes } from '#src/lib/seo/listed-routes.ts';
import { llmsTxt } from '#src/lib/seo/llms-txt.ts';
import { localeSitemapXml, robotsTxt, type SitemapEntry, sitemapEntries, sitemapIndexXml } from '#src/lib/seo/sitemap.ts';
import { isProductionHost, siteConfig } from '#src/lib/site-config.ts';
import { timing } from '#src/lib/timing.ts';

/** Computes at most once per TTL, shared by concurrent requests; a failure is not kept. */
const memo = <T>(compute: () => Promise<T>, ttlMs: number) => {
  let cached: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const value = compute();
      cached = { at: Date.now(), value };
      value.catch(() => {
        cached = undefined;
      });
    }
    return cached.value;
  };
};

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const CACHE = `public, max-age=${timing.renderCacheTtlMs / 1000}`;

/**
 * What crawlers read (issue 7): `/sitemap.xml` (an index of one sitemap per
 * locale, `/sitemap-<locale>.xml`, with hreflang alternates and lastmod from
 * content dates), `/robots.txt` (crawl on the production host only) and
 * `/llms.txt` (docs and tutorials for language models). Built from the content
 * source, kept 60 s like the content itself.
 */
export const createSeoRoutes = () => {
  const app = new Hono();
  const entries = memo(async () => {
    const production = !contentConfig.preview;
    const lists = await Promise.all(localeCodes.map((l) => sitemapEntries(contentSource(), l, { production })));
    return new Map<Locale, SitemapEntry[]>(localeCodes.map((l, i) => [l, lists[i] ?? []]));
  }, timing.renderCacheTtlMs);
  const llms = memo(async () => {
    const pages = listedRoutes('en-us').filter(({ route }) => ['product', 'pricing', 'products'].includes(route.kind));
    const productCatalogs = pages.flatMap(({ route, params }) =>
      route.kind === 'product' ? [`products/${params.slug}` as const] : [],
    );
    const [tree, tutorials, intl] = await Promise.all([
      docsTree(contentSource(), 'en-us'),
      listTutorials(contentSource(), 'en-us', { pageSize: 1000 }),
      getIntl('en-us', ['common', 'pages', ...productCatalogs]),
    ]);
    return llmsTxt({
      siteUrl: siteConfig.siteUrl,
      name: intl.formatMessage({ id: 'brand.name' }),
      summary: intl.formatMessage({ id: 'home.description' }),
      docs: tree.nodes,
      tutorials: tutorials.items,
      pages: pages.map(({ route, path, params }) => ({ title: pageLabel(intl, route, params), path })),
    });
  }, timing.renderCacheTtlMs);

  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(siteConfig.siteUrl, isProductionHost(c.req.header('host'))), 200, {
      'content-type': TEXT,
      'cache-control': CACHE,
    }),
  );
  app.get('/sitemap.xml', async (c) =>
    c.body(sitemapIndexXml(siteConfig.siteUrl, await entries()), 200, { 'content-type': XML, 'cache-control': CACHE }),
  );
  app.get('/:file{sitemap-[a-z-]+\\.xml}', async (c) => {
    const locale = c.req.param('file').slice('sitemap-'.length, -'.xml'.length);
    if (!(localeCodes as readonly string[]).includes(locale)) return c.notFound();
    return c.body(localeSitemapXml(siteConfig.siteUrl, locale as Locale, await entries()), 200, {
      'content-type': XML,
      'cache-control': CACHE,
    });
  });
  app.get('/llms.txt', async (c) => c.body(await llms(), 200, { 'content-type': TEXT, 'cache-control': CACHE }));
  return app;
};
