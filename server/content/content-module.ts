import { Hono } from 'hono/tiny';
import { isLocale, type Locale, localeCodes, splitLocale } from '#intl/locales.ts';
import { formsDbPath } from '#server/forms/settings.ts';
import type { PageLocales } from '#server/locale-redirect.ts';
import { trustedProxyHops } from '#server/proxy-trust.ts';
import { bodySizeLimit, clientIp, createRateLimiter, isSameSitePost } from '#server/request-guards.ts';
import type { RedirectSource } from '#server/url-rules.ts';
import { contentConfig, contentSource, directusSource } from '#src/lib/content/content-source.ts';
import { docsRedirectTarget } from '#src/lib/content/docs.ts';
import { itemLocales } from '#src/lib/content/translations.ts';
import { siteConfig } from '#src/lib/site-config.ts';
import { contentItemOf, contentItemRouteKinds } from '#src/routes/content-item.ts';
import { matchRoute } from '#src/routes/route-matcher.ts';
import { renderFeed } from './feeds.ts';
import { directusViewCounter, sqliteViewCounter, type ViewCollection, type ViewCounter } from './view-counter.ts';

/**
 * Content routes of the server: RSS feeds, the view counter, and the two
 * redirects content decides — the docs-redirect collection, and the 301 of a
 * prefixed content page whose translation is missing (spec §4).
 */
export const createContentModule = () => {
  const production = !contentConfig.preview;
  const exists = async (collection: ViewCollection, locale: string, path: string) =>
    isLocale(locale) &&
    (await itemLocales(contentSource(), { kind: collection === 'news' ? 'news' : 'tutorial', path }, { production })).includes(
      locale,
    );
  const remote = directusSource();
  const counter: ViewCounter = remote ? directusViewCounter(remote) : sqliteViewCounter(formsDbPath(), exists).count;

  const limited = createRateLimiter({ max: 120, windowMs: 60_000 });
  const trustedProxies = trustedProxyHops();

  const routes = new Hono();
  for (const kind of ['blog', 'tutorials'] as const) {
    const feed = async (locale: Locale) =>
      new Response(await renderFeed(kind, locale), {
        headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
      });
    routes.get(`/${kind}/rss.xml`, () => feed('en-us'));
    for (const locale of localeCodes.filter((l) => l !== 'en-us')) routes.get(`/${locale}/${kind}/rss.xml`, () => feed(locale));
  }

  routes.post('/api/content/views', bodySizeLimit(1024), async (c) => {
    if (!isSameSitePost(c, [siteConfig.siteUrl])) return c.json({ error: 'Cross-site request' }, 403);
    if (limited(clientIp(c, trustedProxies))) return c.json({ error: 'Too many requests' }, 429);
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const collection = body?.collection;
    const locale = body?.locale;
    const path = body?.path;
    if (
      (collection !== 'tutorials' && collection !== 'news') ||
      typeof locale !== 'string' ||
      typeof path !== 'string' ||
      !/^[a-z0-9-]{1,120}$/.test(path)
    )
      return c.json({ error: 'Expected { collection: "tutorials" | "news", locale, path }' }, 400);
    try {
      return (await counter(collection, locale, path)) ? c.body(null, 204) : c.json({ error: 'No such item' }, 404);
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'view not counted', collection, path, error: String(error) }));
      return c.json({ error: 'Not counted' }, 503);
    }
  });

  /** The docs-redirect collection: `/docs/<old>/` → the destination page (spec §2, §7). */
  const docsRedirects: RedirectSource = async (path) =>
    path.startsWith('/docs/') ? docsRedirectTarget(contentSource(), path) : undefined;

  /**
   * The locales showing the content item a locale-free path names (null: it names none). One query
   * per item through the content source's cache, no render; a failed lookup counts as shown nowhere,
   * so no redirect is made on it.
   */
  const pageLocales: PageLocales = async (rest) => {
    const ref = contentItemOf(rest);
    if (!ref) return null;
    return itemLocales(contentSource(), ref, { production }).catch((): Locale[] => []);
  };

  /** A prefixed content page missing in its locale but shown in en-us → 301 to the en-us page. */
  const missingTranslation = async (pathname: string, search: string): Promise<string | null> => {
    const { locale, rest, prefixed } = splitLocale(pathname);
    if (!prefixed) return null;
    const shownIn = await pageLocales(rest);
    if (!shownIn) return null;
    return !shownIn.includes(locale) && shownIn.includes('en-us') ? `${rest}${search}` : null;
  };

  /**
   * Whether the page a path names can exist as far as content goes: a content item page whose item is
   * shown in the path's locale, or any other page. Checked before rendering, so a made-up
   * `/docs/<anything>/` is the shared not-found page instead of a render (27 ms) and a cache entry
   * each (issue 30, item 12). A failing content source says yes: the render decides then.
   */
  const pageExists = async (pathname: string): Promise<boolean> => {
    const { locale, rest } = splitLocale(pathname);
    const match = matchRoute(rest);
    if (!match || !contentItemRouteKinds.has(match.route.kind)) return true;
    const ref = contentItemOf(rest);
    if (!ref) return false;
    const shownIn = await itemLocales(contentSource(), ref, { production }).catch(() => null);
    return shownIn === null || shownIn.includes(locale);
  };

  return { routes, docsRedirects, missingTranslation, pageLocales, pageExists };
};
