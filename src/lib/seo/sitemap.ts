import { defaultLocale, type Locale, localeCodes, locales, localizePath } from '#intl/locales.ts';
import { docsTree } from '#src/lib/content/docs.ts';
import { everyPage } from '#src/lib/content/every-page.ts';
import { listMarketplaceItems } from '#src/lib/content/marketplace.ts';
import { listNews } from '#src/lib/content/news.ts';
import type { ContentSource } from '#src/lib/content/query.ts';
import { listAuthors, listTutorials } from '#src/lib/content/tutorials.ts';
import type { DocsNode } from '#src/lib/content/types.ts';
import { listedRoutes } from './listed-routes.ts';

/** One page of one locale: its locale-free path and, for content, the date it last changed. */
export type SitemapEntry = { path: string; lastmod?: string };

const docsPaths = (nodes: readonly DocsNode[]): string[] =>
  nodes.flatMap((node) => [`/docs/${node.fullPath}/`, ...docsPaths(node.children)]);

/** Every indexable page of a locale: the listed routes and every visible content item (same rules as the lists). */
export const sitemapEntries = async (
  source: ContentSource,
  locale: Locale,
  { production }: { production: boolean },
): Promise<SitemapEntry[]> => {
  const [tree, tutorials, news, apps, authors] = await Promise.all([
    docsTree(source, locale),
    everyPage((page, pageSize) => listTutorials(source, locale, { page, pageSize })),
    everyPage((page, pageSize) => listNews(source, locale, { page, pageSize })),
    listMarketplaceItems(source, locale, { production }),
    listAuthors(source, locale),
  ]);
  return [
    ...listedRoutes(locale, { includeSitemap: true }).map(({ path }) => ({ path })),
    ...docsPaths(tree.nodes).map((path) => ({ path })),
    ...tutorials.map((item) => ({ path: `/tutorials/${item.path}/`, lastmod: item.dateCreated })),
    ...news.map((item) => ({ path: `/blog/${item.path}/`, lastmod: item.dateCreated })),
    ...apps.map((app) => ({ path: `/marketplace/${app.slug}/` })),
    ...authors.map((author) => ({ path: `/tutorials/authors/${author.path}/` })),
  ];
};

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

const isoDate = (value: string | undefined) => {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
};

/** URLs per sitemap file: a locale with more is split into several files (the protocol allows 50,000). */
export const urlsPerSitemap = 10_000;

/** The sitemap files of a locale: `/sitemap-<locale>.xml`, then `/sitemap-<locale>-2.xml` and on. */
export const localeSitemapPath = (locale: Locale, part = 1) =>
  part === 1 ? `/sitemap-${locale}.xml` : `/sitemap-${locale}-${part}.xml`;

/** How many sitemap files a locale's entries fill (at least one). */
export const sitemapParts = (entries: readonly SitemapEntry[]): number => Math.max(1, Math.ceil(entries.length / urlsPerSitemap));

/** The locale and part a sitemap file path names, or null. */
export const parseSitemapPath = (path: string): { locale: Locale; part: number } | null => {
  const match = /^\/sitemap-([a-z-]+?)(?:-([2-9]|[1-9]\d+))?\.xml$/.exec(path);
  if (!match || !(localeCodes as readonly string[]).includes(match[1] as string)) return null;
  return { locale: match[1] as Locale, part: Number(match[2] ?? 1) };
};

/**
 * One sitemap file of one locale (`part`, from 1, of `urlsPerSitemap` URLs each), with every page's
 * hreflang alternates (the locales that have the same path) and x-default when en-us has it.
 * `pathsOf` (each locale's paths, from `sitemapPathSets`) is computed once for every file.
 */
export const localeSitemapXml = (
  siteUrl: string,
  locale: Locale,
  byLocale: ReadonlyMap<Locale, readonly SitemapEntry[]>,
  { part = 1, pathsOf = sitemapPathSets(byLocale) }: { part?: number; pathsOf?: ReadonlyMap<Locale, ReadonlySet<string>> } = {},
) => {
  const url = (path: string, code: Locale) => escapeXml(`${siteUrl}${localizePath(path, code)}`);
  const entries = (byLocale.get(locale) ?? []).slice((part - 1) * urlsPerSitemap, part * urlsPerSitemap);
  const body = entries.map((entry) => {
    const alternates = localeCodes.filter((code) => pathsOf.get(code)?.has(entry.path));
    const links = alternates.map(
      (code) => `<xhtml:link rel="alternate" hreflang="${locales[code].iso}" href="${url(entry.path, code)}"/>`,
    );
    if (alternates.includes(defaultLocale))
      links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${url(entry.path, defaultLocale)}"/>`);
    const lastmod = isoDate(entry.lastmod);
    return `<url><loc>${url(entry.path, locale)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body.join('\n')}\n</urlset>\n`;
};

/** Each locale's paths, for the hreflang alternates. */
export const sitemapPathSets = (byLocale: ReadonlyMap<Locale, readonly SitemapEntry[]>): Map<Locale, Set<string>> =>
  new Map(localeCodes.map((code) => [code, new Set((byLocale.get(code) ?? []).map((e) => e.path))]));

/** The sitemap index: each locale's sitemap files, each with the newest date of its pages. */
export const sitemapIndexXml = (siteUrl: string, byLocale: ReadonlyMap<Locale, readonly SitemapEntry[]>) => {
  const items = localeCodes.flatMap((locale) => {
    const entries = byLocale.get(locale) ?? [];
    return Array.from({ length: sitemapParts(entries) }, (_, at) => {
      const newest = entries
        .slice(at * urlsPerSitemap, (at + 1) * urlsPerSitemap)
        .map((e) => isoDate(e.lastmod))
        .filter((d): d is string => d !== null)
        .sort()
        .at(-1);
      return `<sitemap><loc>${escapeXml(`${siteUrl}${localeSitemapPath(locale, at + 1)}`)}</loc>${newest ? `<lastmod>${newest}</lastmod>` : ''}</sitemap>`;
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
};

/** robots.txt: crawl everything but the APIs on the production host; nothing anywhere else (spec §2). */
export const robotsTxt = (siteUrl: string, production: boolean) =>
  production
    ? `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /landing-api/\nDisallow: /oauth/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
    : 'User-agent: *\nDisallow: /\n';
