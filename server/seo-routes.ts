import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import { type Locale, localeCodes } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { pageLabel } from '#src/features/content/page-label.ts';
import { contentConfig, contentSource } from '#src/lib/content/content-source.ts';
import { docsTree } from '#src/lib/content/docs.ts';
import { everyPage } from '#src/lib/content/every-page.ts';
import { listTutorials } from '#src/lib/content/tutorials.ts';
import { listedRoutes } from '#src/lib/seo/listed-routes.ts';
import { llmsTxt } from '#src/lib/seo/llms-txt.ts';
import {
  localeSitemapXml,
  parseSitemapPath,
  robotsTxt,
  type SitemapEntry,
  sitemapEntries,
  sitemapIndexXml,
  sitemapParts,
  sitemapPathSets,
} from '#src/lib/seo/sitemap.ts';
import { isProductionHost, siteConfig } from '#src/lib/site-config.ts';
import { timing } from '#src/lib/timing.ts';
import { compressOnce, type Encoding, negotiateEncoding } from './compression.ts';

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

/** A generated file, kept with its compressed forms (each compressed once, off the request thread). */
type KeptFile = { body: Buffer; encoded: Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer>>>> };

/** Answers a kept file in the encoding the client accepts. */
const sendKept = async (c: Context, file: KeptFile, contentType: string) => {
  const headers = { 'content-type': contentType, 'cache-control': CACHE, vary: 'Accept-Encoding' };
  const encoding = negotiateEncoding(c.req.header('accept-encoding'));
  if (!encoding) return c.body(new Uint8Array(file.body), 200, headers);
  file.encoded[encoding] ??= compressOnce(file.body, encoding).then((bytes) => new Uint8Array(bytes));
  return c.body(await file.encoded[encoding], 200, { ...headers, 'content-encoding': encoding });
};

const keep = (text: string): KeptFile => ({ body: Buffer.from(text), encoded: {} });

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const CACHE = `public, max-age=${timing.renderCacheTtlMs / 1000}`;

/**
 * What crawlers read (issue 7): `/sitemap.xml` (an index of each locale's
 * sitemaps, `/sitemap-<locale>.xml`, then `/sitemap-<locale>-2.xml`… past
 * `urlsPerSitemap` URLs, with hreflang alternates and lastmod from content
 * dates), `/robots.txt` (crawl on the production host only) and `/llms.txt`
 * (docs and tutorials for language models). Built from the content source,
 * kept 60 s like the content itself; each file is written once per version, on
 * its first request, and kept with its compressed forms (issue 23).
 */
export const createSeoRoutes = () => {
  const app = new Hono();
  const entries = memo(async () => {
    const production = !contentConfig.preview;
    const lists = await Promise.all(localeCodes.map((l) => sitemapEntries(contentSource(), l, { production })));
    const byLocale = new Map<Locale, SitemapEntry[]>(localeCodes.map((l, i) => [l, lists[i] ?? []]));
    return { byLocale, pathsOf: sitemapPathSets(byLocale), files: new Map<string, KeptFile>() };
  }, timing.renderCacheTtlMs);
  /** A sitemap file of the current version, written on its first request. */
  const sitemapFile = async (path: string, write: (version: Awaited<ReturnType<typeof entries>>) => string) => {
    const version = await entries();
    let file = version.files.get(path);
    if (!file) {
      file = keep(write(version));
      version.files.set(path, file);
    }
    return file;
  };
  const llms = memo(async () => {
    const pages = listedRoutes('en-us').filter(({ route }) => ['product', 'pricing', 'products'].includes(route.kind));
    const productCatalogs = pages.flatMap(({ route, params }) =>
      route.kind === 'product' ? [`products/${params.slug}` as const] : [],
    );
    const [tree, tutorials, intl] = await Promise.all([
      docsTree(contentSource(), 'en-us'),
      everyPage((page, pageSize) => listTutorials(contentSource(), 'en-us', { page, pageSize })),
      getIntl('en-us', ['common', 'pages', ...productCatalogs]),
    ]);
    return keep(
      llmsTxt({
        siteUrl: siteConfig.siteUrl,
        name: intl.formatMessage({ id: 'brand.name' }),
        summary: intl.formatMessage({ id: 'home.description' }),
        docs: tree.nodes,
        tutorials,
        pages: pages.map(({ route, path, params }) => ({ title: pageLabel(intl, route, params), path })),
      }),
    );
  }, timing.renderCacheTtlMs);

  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(siteConfig.siteUrl, isProductionHost(c.req.header('host'))), 200, {
      'content-type': TEXT,
      'cache-control': CACHE,
    }),
  );
  app.get('/sitemap.xml', async (c) =>
    sendKept(c, await sitemapFile('/sitemap.xml', ({ byLocale }) => sitemapIndexXml(siteConfig.siteUrl, byLocale)), XML),
  );
  app.get('/:file{sitemap-[a-z0-9-]+\\.xml}', async (c) => {
    const file = parseSitemapPath(`/${c.req.param('file')}`);
    if (!file) return c.notFound();
    const { byLocale } = await entries();
    if (file.part > sitemapParts(byLocale.get(file.locale) ?? [])) return c.notFound();
    const kept = await sitemapFile(`/${c.req.param('file')}`, ({ pathsOf }) =>
      localeSitemapXml(siteConfig.siteUrl, file.locale, byLocale, { part: file.part, pathsOf }),
    );
    return sendKept(c, kept, XML);
  });
  app.get('/llms.txt', async (c) => sendKept(c, await llms(), TEXT));
  return app;
};
