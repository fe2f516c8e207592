import { describe, expect, it } from 'vitest';
import { type Locale, localeCodes } from '#intl/locales.ts';
import { organizationJsonLd, productJsonLd } from '#src/features/content/json-ld.ts';
import { docsTree } from '#src/lib/content/docs.ts';
import { everyPage } from '#src/lib/content/every-page.ts';
import { createFileSource } from '#src/lib/content/files/file-source.ts';
import { loadContent } from '#src/lib/content/files/load-content.ts';
import { readContentDir } from '#src/lib/content/files/read-content-dir.ts';
import { listTutorials } from '#src/lib/content/tutorials.ts';
import { listedRoutes } from '#src/lib/seo/listed-routes.ts';
import { llmsTxt } from '#src/lib/seo/llms-txt.ts';
import { ogKindOf } from '#src/lib/seo/og-image.ts';
import {
  localeSitemapPath,
  localeSitemapXml,
  parseSitemapPath,
  robotsTxt,
  type SitemapEntry,
  sitemapEntries,
  sitemapIndexXml,
  urlsPerSitemap,
} from '#src/lib/seo/sitemap.ts';

const source = createFileSource(
  () => loadContent(readContentDir('content')),
  () => new Date('2026-11-21T12:00:00Z'),
);
const site = 'https://nuvora.cloud';

// Loading the content files takes a few seconds under CI load.
describe('sitemaps', { timeout: 30_000 }, () => {
  it('list the listed routes and every visible content item of a locale, never sign-in or search pages', async () => {
    const paths = (await sitemapEntries(source, 'en-us', { production: true })).map((e) => e.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/pricing/');
    expect(paths).toContain('/tutorials/install-nginx-ubuntu-24-04/');
    expect(paths).not.toContain('/tutorials/set-up-wireguard-vpn/'); // a draft
    expect(paths).not.toContain('/oauth/');
    expect(paths).not.toContain('/search/');
    expect(paths.some((p) => p.startsWith('/docs/') && p !== '/docs/')).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
    expect(listedRoutes('de').length).toBeGreaterThan(0);
    expect(listedRoutes('de').every(({ route }) => route.kind !== 'oauth')).toBe(true);
  });

  it('give every URL its hreflang alternates (only locales that have it), x-default and lastmod', () => {
    const byLocale = new Map<Locale, SitemapEntry[]>([
      ['en-us', [{ path: '/pricing/' }, { path: '/blog/launch/', lastmod: '2026-03-04T10:00:00Z' }]],
      ['de', [{ path: '/pricing/' }]],
    ]);
    const en = localeSitemapXml(site, 'en-us', byLocale);
    expect(en).toContain(
      '<url><loc>https://nuvora.cloud/pricing/</loc><xhtml:link rel="alternate" hreflang="en-US" href="https://nuvora.cloud/pricing/"/><xhtml:link rel="alternate" hreflang="de" href="https://nuvora.cloud/de/pricing/"/><xhtml:link rel="alternate" hreflang="x-default" href="https://nuvora.cloud/pricing/"/></url>',
    );
    expect(en).toContain('<loc>https://nuvora.cloud/blog/launch/</loc><lastmod>2026-03-04</lastmod>');
    expect(en).not.toContain('/de/blog/launch/');
    expect(localeSitemapXml(site, 'de', byLocale)).toContain('<loc>https://nuvora.cloud/de/pricing/</loc>');
    const index = sitemapIndexXml(site, byLocale);
    expect(index).toContain('<sitemap><loc>https://nuvora.cloud/sitemap-en-us.xml</loc><lastmod>2026-03-04</lastmod></sitemap>');
    expect(index.match(/<sitemap>/g)).toHaveLength(localeCodes.length);
  });

  it('split a locale past urlsPerSitemap URLs into several files, every URL in exactly one, all in the index', () => {
    const many = Array.from({ length: urlsPerSitemap * 2 + 5 }, (_, at) => ({ path: `/tutorials/t-${at}/` }));
    const byLocale = new Map<Locale, SitemapEntry[]>([
      ['en-us', many],
      ['de', [{ path: '/pricing/' }]],
    ]);
    const index = sitemapIndexXml(site, byLocale);
    expect(index).toContain('<loc>https://nuvora.cloud/sitemap-en-us.xml</loc>');
    expect(index).toContain('<loc>https://nuvora.cloud/sitemap-en-us-2.xml</loc>');
    expect(index).toContain('<loc>https://nuvora.cloud/sitemap-en-us-3.xml</loc>');
    expect(index).not.toContain('sitemap-en-us-4.xml');
    expect(index.match(/<sitemap>/g)).toHaveLength(localeCodes.length + 2);
    const listed = [1, 2, 3].flatMap((part) => [
      ...localeSitemapXml(site, 'en-us', byLocale, { part }).matchAll(/<url><loc>([^<]+)<\/loc>/g),
    ]);
    expect(listed.map((m) => m[1])).toEqual(many.map((e) => `https://nuvora.cloud${e.path}`));
    expect(parseSitemapPath(localeSitemapPath('pt-br', 2))).toEqual({ locale: 'pt-br', part: 2 });
    expect(parseSitemapPath('/sitemap-pt-br.xml')).toEqual({ locale: 'pt-br', part: 1 });
    expect(parseSitemapPath('/sitemap-en-us-1.xml')).toBeNull();
    expect(parseSitemapPath('/sitemap-xx.xml')).toBeNull();
  });

  it('read a whole list page by page, past any one page (no 1,000 cap)', async () => {
    const all = Array.from({ length: 2_345 }, (_, at) => at);
    const read = await everyPage(async (page, pageSize) => ({
      items: all.slice((page - 1) * pageSize, page * pageSize),
      total: all.length,
    }));
    expect(read).toEqual(all);
  });

  it('escape what XML needs escaped', () => {
    const xml = localeSitemapXml(site, 'en-us', new Map([['en-us', [{ path: '/tutorials/a&b/' }]]]));
    expect(xml).toContain('/tutorials/a&amp;b/');
  });
});

describe('robots.txt', () => {
  it('allows crawling on the production host only, and names the sitemap there', () => {
    expect(robotsTxt(site, true)).toContain('Allow: /\n');
    expect(robotsTxt(site, true)).toContain('Sitemap: https://nuvora.cloud/sitemap.xml');
    expect(robotsTxt(site, false)).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('llms.txt', { timeout: 30_000 }, () => {
  it('lists the docs tree and the tutorials as links', async () => {
    const [tree, tutorials] = await Promise.all([docsTree(source, 'en-us'), listTutorials(source, 'en-us', { pageSize: 1000 })]);
    const text = llmsTxt({
      siteUrl: site,
      name: 'Nuvora',
      summary: 'Cloud servers.',
      docs: tree.nodes,
      tutorials: tutorials.items,
      pages: [{ title: 'Pricing', path: '/pricing/' }],
    });
    expect(text.startsWith('# Nuvora\n\n> Cloud servers.\n\n## Docs\n')).toBe(true);
    expect(text).toContain(`- [${tree.nodes[0]?.menuTitle}](https://nuvora.cloud/docs/${tree.nodes[0]?.fullPath}/)`);
    expect(text).toContain('](https://nuvora.cloud/tutorials/install-nginx-ubuntu-24-04/)');
    expect(text).toContain('- [Pricing](https://nuvora.cloud/pricing/)');
  });
});

describe('share images', () => {
  it('follow the page kind', () => {
    expect(ogKindOf('/products/vpc/')).toBe('product');
    expect(ogKindOf('/docs/cloud-servers/')).toBe('docs');
    expect(ogKindOf('/blog/launch/')).toBe('blog');
    expect(ogKindOf('/about-us/')).toBe('default');
  });
});

describe('structured data', () => {
  it('offers a product at its real starting price per month, or free', () => {
    const paid = productJsonLd({
      name: 'Cloud servers',
      description: 'd',
      url: 'https://nuvora.cloud/products/cloud-servers/',
      price: 4,
    });
    expect(paid.offers).toMatchObject({
      price: '4.00',
      priceCurrency: 'USD',
      priceSpecification: { unitCode: 'MON', price: '4.00' },
    });
    const free = productJsonLd({ name: 'VPC', description: 'd', url: 'https://nuvora.cloud/products/vpc/', price: 0 });
    expect(free.offers.price).toBe('0.00');
    expect(free.offers).not.toHaveProperty('priceSpecification');
    expect(organizationJsonLd(['https://t.me/nuvoracloud'])).toMatchObject({
      '@type': 'Organization',
      sameAs: ['https://t.me/nuvoracloud'],
    });
  });
});
