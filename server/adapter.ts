import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { Hono } from 'hono/tiny';
import { unstable_createServerEntryAdapter as createServerEntryAdapter } from 'waku/adapter-builders';
import { unstable_constants as constants } from 'waku/internals';
import { type Locale, splitLocale } from '../intl/locales.ts';
import { withFreshContent } from '../src/lib/content/fresh-content.ts';
import { siteSearch } from '../src/lib/search/site-search.ts';
import { isProductionHost, offProductionHost, productionHost } from '../src/lib/site-config.ts';
import { timing } from '../src/lib/timing.ts';
import { createAuthModule } from './auth/auth-module.ts';
import { withoutPrerenderedPages } from './build-metadata.ts';
import { compressRendered, compressStream, type Encoding, fromBrotli, isCompressible, negotiateEncoding } from './compression.ts';
import { createContentModule } from './content/content-module.ts';
import { localizedErrorPages } from './error-page.ts';
import { createFormsModule } from './forms/forms-module.ts';
import { createHotResponses } from './hot-responses.ts';
import { withHead } from './html-head.ts';
import { createStyleInliner, readStylesheets } from './inline-styles.ts';
import { landingApi } from './landing-api.ts';
import { localeRedirect } from './locale-redirect.ts';
import { createMainApiRoutes, mainApiPaths } from './main-api-routes.ts';
import { trustedProxyHops } from './proxy-trust.ts';
import { referralVisit, wmidCookie } from './referral.ts';
import { createRenderCache, pageRequest, type RenderedPage } from './render-cache.ts';
import { createRenderLimit } from './render-limit.ts';
import { closeUnreadBodies, isHttps } from './request-guards.ts';
import { logRequest } from './request-log.ts';
import { withNoindexHead } from './robots-meta.ts';
import { rscGuard } from './rsc-guard.ts';
import { createSearchRoutes } from './search/search-routes.ts';
import { contentSecurityPolicy, htmlPolicy, securityHeaders } from './security-headers.ts';
import { createSeoRoutes } from './seo-routes.ts';
import { serveNode } from './serve.ts';
import { createStaticFiles } from './static-files.ts';
import { canonicalPath, isPagePath, type RedirectSource, resolveRedirect } from './url-rules.ts';

export type SiteAdapterOptions = {
  /** Extra redirect sources, such as the CMS's docs-redirect collection. */
  redirectSources?: readonly RedirectSource[];
};

/** A 200 answered from memory that the hot path may replay: its bytes, their encoding, and until when. */
type HotCandidate = { body: Uint8Array; encoding: Encoding | null; expiresAt: number };

type Env = { Variables: { started: number; cache: string; hot?: HotCandidate } };

const isDocumentRequest = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') && isPagePath(new URL(c.req.url).pathname);

/**
 * The site's server entry: Waku's request and build handlers behind our own
 * Hono middleware, in this order — log, health, security headers,
 * compression, the JSON APIs (landing API, form intake, main-API paths), URL
 * rules, locale redirects, error pages, static files from memory, the render
 * cache, then Waku. Middleware runs before static files so redirects apply to
 * prerendered pages too.
 */
export const siteAdapter = createServerEntryAdapter(
  ({ processRequest, processBuild, config, isBuild }, options?: SiteAdapterOptions) => {
    const app = new Hono<Env>();
    // TRUST_PROXY_HOPS: read first, so a value that is not a number stops the server before it listens.
    const trustedProxies = trustedProxyHops();
    const forms = createFormsModule();
    const content = createContentModule();
    const redirectSources = [content.docsRedirects, ...(options?.redirectSources ?? [])];
    const publicDir = path.join(config.distDir, constants.DIST_PUBLIC);
    // Pages carry their stylesheets inline: no render-blocking request before the first paint.
    const stylesheets = isBuild ? readStylesheets(publicDir) : new Map<string, string>();
    const inlineStyles = createStyleInliner((href) => stylesheets.get(href));
    const statics = createStaticFiles(publicDir, { transformHtml: (html) => Buffer.from(withHead(html, inlineStyles)) });
    const renderCache = createRenderCache({
      ttlMs: timing.renderCacheTtlMs,
      maxEntries: 2000,
      // Bodies are kept brotli-compressed: about 600 docs pages.
      maxBytes: 16 * 1024 * 1024,
    });
    // RENDER_CACHE=off (README): every dynamic page rendered for its own request, for a preview host where
    // editors must see an edit at once, and for the benchmark's uncached target.
    const renderCacheOff = process.env.RENDER_CACHE === 'off';
    const hotResponses = createHotResponses({
      maxEntries: 4000,
      maxBytes: 24 * 1024 * 1024,
      trustedProxies,
      redirectsFor: (path, useLang) => localeRedirect(path, '', useLang) !== null,
    });

    const requestLog: MiddlewareHandler<Env> = async (c, next) => {
      c.set('started', performance.now());
      c.set('cache', '-');
      await next();
      logRequest(c.req.method, new URL(c.req.url).pathname, c.res.status, c.get('started'), c.get('cache'));
    };

    const headers: MiddlewareHandler<Env> = async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(securityHeaders(isHttps(c, trustedProxies)))) c.res.headers.set(name, value);
      // HTML got its own policy further in (scriptPolicy); anything else runs no inline script at all.
      if (!c.res.headers.has('content-security-policy')) c.res.headers.set('content-security-policy', contentSecurityPolicy());
      const type = c.res.headers.get('content-type') ?? '';
      if (type.startsWith('text/html')) {
        // Cookie redirects (use_lang) must be re-checked by browsers and shared caches.
        c.res.headers.set('cache-control', 'no-cache');
        c.res.headers.set('vary', 'Cookie, Accept-Encoding');
      }
      rememberHot(c);
    };

    // A 200 from memory for a query-less URL, with every header the stack gave it, is replayed by the hot path.
    const rememberHot = (c: Context<Env>) => {
      const hot = c.get('hot');
      const url = new URL(c.req.url);
      if (!hot || c.req.method !== 'GET' || url.search || c.res.status !== 200 || c.res.headers.has('set-cookie')) return;
      // Bytes something further out re-encoded (small files get compressed on the way out) are not these bytes.
      if ((c.res.headers.get('content-encoding') ?? null) !== hot.encoding) return;
      const headers = Object.fromEntries(c.res.headers);
      headers['content-length'] = String(hot.body.byteLength);
      const encoding = negotiateEncoding(c.req.header('accept-encoding'));
      hotResponses.remember(
        { https: isHttps(c, trustedProxies), production: isProductionHost(c.req.header('host')), encoding, path: url.pathname },
        { headers, body: hot.body, expiresAt: hot.expiresAt },
      );
    };

    // A referral link (?i=&a=) is recorded, remembered in `wmid`, and redirected to the same page without them.
    const referrals: MiddlewareHandler<Env> = async (c, next) => {
      if (!isDocumentRequest(c)) return next();
      const url = new URL(c.req.url);
      const visit = referralVisit(url);
      if (!visit) return next();
      if (visit.valid) {
        try {
          forms.recordVisit(visit.wmid, visit.bannerId, url.pathname);
          c.header('set-cookie', wmidCookie(visit.wmid, isHttps(c, trustedProxies)));
        } catch (error) {
          console.error(JSON.stringify({ level: 'error', msg: 'referral visit not stored', error: String(error) }));
        }
      }
      const [path = '/', query] = visit.location.split('?');
      c.header('cache-control', 'private, no-store');
      return c.redirect(`${canonicalPath(path)}${query ? `?${query}` : ''}`, 302);
    };

    const urlRules: MiddlewareHandler<Env> = async (c, next) => {
      if (!isDocumentRequest(c)) return next();
      const url = new URL(c.req.url);
      const target = await resolveRedirect(url.pathname, url.search, redirectSources);
      if (target) return c.redirect(target, 301);
      const locale = localeRedirect(url.pathname, url.search, getCookie(c, 'use_lang'));
      if (locale) {
        c.header('vary', 'Cookie');
        return c.redirect(locale.location, locale.status);
      }
      const untranslated = await content.missingTranslation(url.pathname, url.search);
      if (untranslated) return c.redirect(untranslated, 301);
      return next();
    };

    // A locale's search index is built in the background after the locale's first page view: the first
    // search finds it ready, and a process carries the indexes (about 4 MB each) of the locales it serves.
    const searchWarmed = new Set<Locale>();
    const searchWarmup: MiddlewareHandler<Env> = async (c, next) => {
      if (isDocumentRequest(c)) {
        const { locale } = splitLocale(new URL(c.req.url).pathname);
        if (!searchWarmed.has(locale)) {
          searchWarmed.add(locale);
          setImmediate(() => void siteSearch().warm([locale]));
        }
      }
      return next();
    };

    const compression: MiddlewareHandler<Env> = async (c, next) => {
      await next();
      const res = c.res;
      const encoding = negotiateEncoding(c.req.header('accept-encoding'));
      // `body` last: reading it turns Hono's lightweight answer into a real Response, a copy of the bytes.
      if (!encoding || res.headers.has('content-encoding') || !isCompressible(res.headers.get('content-type')) || !res.body)
        return;
      const compressed = new Response(compressStream(res.body, encoding), res);
      compressed.headers.set('content-encoding', encoding);
      compressed.headers.delete('content-length');
      compressed.headers.append('vary', 'Accept-Encoding');
      c.res = undefined;
      c.res = compressed;
    };

    // Every HTML response lists the hashes of its own inline scripts; bodies from memory are hashed once.
    const scriptPolicy: MiddlewareHandler<Env> = async (c, next) => {
      await next();
      const res = c.res;
      if (!(res.headers.get('content-type') ?? '').startsWith('text/html') || res.headers.has('content-security-policy')) return;
      if (res.headers.has('content-encoding') || !res.body) return;
      res.headers.set('content-security-policy', htmlPolicy(new Uint8Array(await res.clone().arrayBuffer())));
    };

    const staticFiles: MiddlewareHandler<Env> = async (c, next) => {
      if (!isBuild || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
      const found = await statics.lookup(new URL(c.req.url).pathname);
      if (!found) return next();
      const file = isProductionHost(c.req.header('host')) ? found : statics.offProduction(found);
      c.set('cache', 'static');
      const responseHeaders: Record<string, string> = {
        'content-type': file.contentType,
        'cache-control': file.cacheControl,
        etag: file.etag,
        vary: 'Accept-Encoding',
      };
      if (file.contentType.startsWith('text/html')) responseHeaders['content-security-policy'] = htmlPolicy(file.body);
      if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers: responseHeaders });
      const encoding = isCompressible(file.contentType) ? negotiateEncoding(c.req.header('accept-encoding')) : null;
      const body = statics.encode(file, encoding);
      const sentEncoding = body !== file.body ? encoding : null;
      if (sentEncoding) responseHeaders['content-encoding'] = sentEncoding;
      c.set('hot', { body, encoding: sentEncoding, expiresAt: Date.now() + timing.renderCacheTtlMs });
      return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers: responseHeaders });
    };

    // Renders of the render cache (misses and revalidations) take turns (see render-limit.ts).
    const renderLimit = createRenderLimit({ max: 4, stalledAfterMs: 100 });
    // A revalidation renders with fresh content (fresh-content.ts), set inside its turn: the turn may be
    // started from another render's context.
    const renderPage = (req: Request, { freshContent = false } = {}) =>
      renderLimit.run(() => (freshContent ? withFreshContent(() => renderPageNow(req)) : renderPageNow(req)));
    const renderPageNow = async (req: Request): Promise<RenderedPage | null> => {
      const res = await processRequest(req);
      if (!res) return null;
      const headers = [...res.headers.entries()].filter(([name]) => name !== 'content-length');
      const type = res.headers.get('content-type') ?? '';
      if (!type.startsWith('text/html')) {
        const body = new Uint8Array(await res.arrayBuffer());
        return isCompressible(type)
          ? { status: res.status, headers: [...headers, ['content-encoding', 'br']], body: await compressRendered(body) }
          : { status: res.status, headers, body };
      }
      // The head gets the styles (and off production the noindex tag); the body stays bytes, its policy taken from them.
      const production = isProductionHost(req.headers.get('host'));
      const html = withHead(new Uint8Array(await res.arrayBuffer()), (head) =>
        production ? inlineStyles(head) : withNoindexHead(inlineStyles(head)),
      );
      return {
        status: res.status,
        headers: [...headers, ['content-security-policy', htmlPolicy(html)], ['content-encoding', 'br']],
        body: await compressRendered(html),
      };
    };

    // A rendered page is kept brotli-compressed, about a sixth of its size; clients without brotli get it recoded.
    const storedEncoding = (page: RenderedPage) => (page.headers.some(([name]) => name === 'content-encoding') ? 'br' : null);
    // The shared not-found pages' bodies recoded for clients without brotli, kept as long as the page: made-up
    // paths come in floods (scanners), mostly from clients that take gzip or nothing, and recoding costs 2–5 ms.
    const recodedNotFound = new WeakMap<RenderedPage, Partial<Record<'gzip' | 'identity', Uint8Array<ArrayBuffer>>>>();
    const recoded = (page: RenderedPage, accepted: 'gzip' | null, keep: boolean) => {
      if (!keep) return fromBrotli(page.body, accepted);
      const bodies = recodedNotFound.get(page) ?? {};
      recodedNotFound.set(page, bodies);
      const body = bodies[accepted ?? 'identity'] ?? fromBrotli(page.body, accepted);
      bodies[accepted ?? 'identity'] = body;
      return body;
    };

    /** The answer to a client accepting `accepted`, and the bytes it carries (which the hot path may replay). */
    const pageAnswer = (page: RenderedPage, accepted: Encoding | null, { notFound = false } = {}) => {
      const stored = storedEncoding(page);
      const encoded: { body: Uint8Array<ArrayBuffer>; encoding: Encoding | null } =
        stored === null || accepted === stored
          ? { body: page.body, encoding: stored }
          : { body: recoded(page, accepted, notFound), encoding: accepted };
      const headers = new Headers(page.headers.filter(([name]) => name !== 'content-encoding'));
      if (stored) headers.append('vary', 'Accept-Encoding');
      if (encoded.encoding) headers.set('content-encoding', encoded.encoding);
      return { encoded, response: new Response(encoded.body, { status: page.status, headers }) };
    };

    const cachedPages: MiddlewareHandler<Env> = async (c, next) => {
      const visited = new URL(c.req.url);
      if (!isBuild || c.req.method !== 'GET' || !isPagePath(visited.pathname)) return next();
      // Pages differ only between the production host and the others (noindex): the key and the render
      // take that class, never the host a request names, which no page carries.
      const { url, key: pageKey, notFound } = pageRequest(visited);
      const production = isProductionHost(c.req.header('host'));
      url.host = production ? productionHost : offProductionHost;
      const key = `${url.host} ${pageKey}`;
      const hit = renderCacheOff ? undefined : renderCache.get(key);
      const request = new Request(url, { headers: { host: url.host, 'accept-language': '' } });
      const accepted = negotiateEncoding(c.req.header('accept-encoding'));
      if (hit) {
        c.set('cache', hit.fresh ? 'hit' : 'stale');
        if (!hit.fresh) renderCache.revalidate(key, () => renderPage(request.clone(), { freshContent: true }));
        const { encoded, response } = pageAnswer(hit.page, accepted, { notFound });
        if (hit.fresh) c.set('hot', { ...encoded, expiresAt: hit.page.storedAt + timing.renderCacheTtlMs });
        return response;
      }
      const page = renderCacheOff
        ? await renderPage(request)
        : await renderCache.fill(
            key,
            () => renderPage(request),
            ({ status, headers }) => (status === 200 || status === 404) && !headers.some(([name]) => name === 'set-cookie'),
          );
      if (!page) return next();
      c.set('cache', 'miss');
      return pageAnswer(page, accepted, { notFound }).response;
    };

    const waku: MiddlewareHandler<Env> = async (c, next) => {
      const res = await processRequest(c.req.raw);
      if (res) {
        c.res = res;
        return;
      }
      await next();
    };

    const errorPages = localizedErrorPages(isDocumentRequest);
    const metadataFile = `${constants.DIST_SERVER}/${constants.BUILD_METADATA_FILE}`;

    app.use(requestLog);
    app.use(closeUnreadBodies);
    app.get('/healthz', (c) => c.json({ status: 'ok', uptime: Math.round(process.uptime()) }));
    app.use(headers);
    // Outside every route, so JSON answers (price lists, search) are compressed too.
    app.use(compression);
    app.route('/', landingApi);
    app.route('/', forms.routes);
    app.route('/', createAuthModule());
    app.route('/', content.routes);
    app.route('/', createSearchRoutes(siteSearch));
    app.route('/', createSeoRoutes());
    const mainApi = createMainApiRoutes({ upstream: process.env.MAIN_API_URL || undefined });
    const mainApiPathsRoute: MiddlewareHandler<Env> = async (c, next) => {
      if (!mainApiPaths.test(new URL(c.req.url).pathname)) return next();
      return mainApi.fetch(c.req.raw);
    };
    app.use(mainApiPathsRoute);
    app.use(referrals);
    app.use(urlRules);
    app.use(scriptPolicy);
    app.use(errorPages);
    app.use(searchWarmup);
    app.use(rscGuard);
    app.use(staticFiles);
    app.use(cachedPages);
    app.use(waku);
    app.notFound((c) => c.text('Not Found', 404));

    return {
      fetch: app.fetch,
      // Waku's build metadata is written without the payloads of prerendered pages (server/build-metadata.ts).
      build: (({ emitFile, ...rest }) =>
        processBuild({
          ...rest,
          emitFile: async (fileName, body) =>
            fileName === metadataFile
              ? emitFile(fileName, new Blob([withoutPrerenderedPages(await new Response(body).text())]).stream())
              : emitFile(fileName, body),
        })) satisfies typeof processBuild,
      buildOptions: { distDir: config.distDir },
      buildEnhancers: ['/server/node-build-enhancer.ts'],
      serve: (options: Parameters<typeof serveNode>[0]) => {
        forms.startDelivery();
        return serveNode(options, hotResponses.serve);
      },
    };
  },
);
