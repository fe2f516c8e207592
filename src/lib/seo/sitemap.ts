import { defaultLocale, type Locale, localeCodes, locales, localizePath } from '#intl/locales.ts';
import { docsTree } from '#src/lib/content/docs.ts';
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
    listTutorials(source, locale, { pageSize: 1000 }),
    listNews(source, locale, { pageSize: 1000 }),
    listMarketplaceItems(source, locale, { production }),
    listAuthors(source, locale),
  ]);
  return [
    ...listedRoutes(locale, { includeSitemap: true }).map(({ path }) => ({ path })),
    ...docsPaths(tree.nodes).map((path) => ({ path })),
    ...tutorials.items.map((item) => ({ path: `/tutorials/${item.path}/`, lastmod: item.dateCreated })),
    ...news.items.map((item) => ({ path: `/blog/${item.path}/`, lastmod: item.dateCreated })),
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

/**
 * The sitemap of one locale, with every page's hreflang alternates (the locales
 * that have the same path) and x-default when en-us has it.
 */
export const localeSitemapXml = (siteUrl: string, locale: Locale, byLocale: ReadonlyMap<Locale, readonly SitemapEntry[]>) => {
  const pathsOf = new Map(localeCodes.map((code) => [code, new Set((byLocale.get(code) ?? []).map((e) => e.path))]));
  const url = (path: string, code: Locale) => escapeXml(`${siteUrl}${localizePath(path, code)}`);
  const body = (byLocale.get(locale) ?? []).map((entry) => {
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

export const localeSitemapPath = (locale: Locale) => `/sitemap-${locale}.xml`;

/** The sitemap index: one sitemap per locale, each with the newest date of its pages. */
export const sitemapIndexXml = (siteUrl: string, byLocale: ReadonlyMap<Locale, readonly SitemapEntry[]>) => {
  const items = localeCodes.map((locale) => {
    const newest = (byLocale.get(locale) ?? [])
      .map((e) => isoDate(e.lastmod))
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1);
    return `<sitemap><loc>${escapeXml(`${siteUrl}${localeSitemapPath(locale)}`)}</loc>${newest ? `<lastmod>${newest}</lastmod>` : ''}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
};

/** robots.txt: crawl everything but the APIs on the production host; nothing anywhere else (spec §2). */
export const robotsTxt = (siteUrl: string, production: boolean) =>
  production
    ? `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /landing-api/\nDisallow: /oauth/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
    : 'User-agent: *\nDisallow: /\n';
