import type { Hono, MiddlewareHandler } from 'hono';
import { siteSearch } from '#src/lib/search/site-search.ts';
import { createAuthModule } from './auth/auth-module.ts';
import { landingApi } from './landing-api.ts';
import { cachedPages } from './middleware/cached-pages.ts';
import { closeUnreadBodies } from './middleware/close-unread-bodies.ts';
import { compression } from './middleware/compression.ts';
import { chromeErrorPage, localizedErrorPages } from './middleware/error-pages.ts';
import { health } from './middleware/health.ts';
import { hostCheck } from './middleware/host-check.ts';
import { hotPathRecorder } from './middleware/hot-path-recorder.ts';
import { mainApiPaths } from './middleware/main-api-paths.ts';
import { operations } from './middleware/operations.ts';
import { pathSpelling } from './middleware/path-spelling.ts';
import { referrals } from './middleware/referrals.ts';
import { requestLog } from './middleware/request-log.ts';
import { responseHeaders } from './middleware/response-headers.ts';
import { rscGuard } from './middleware/rsc-guard.ts';
import { scriptPolicy } from './middleware/script-policy.ts';
import { searchWarmup } from './middleware/search-warmup.ts';
import { isDocumentRequest, type SiteEnv } from './middleware/site-env.ts';
import { staticFiles } from './middleware/static-files.ts';
import { urlRules } from './middleware/url-rules.ts';
import { waku } from './middleware/waku.ts';
import { createSearchRoutes } from './search/search-routes.ts';
import { createSeoRoutes } from './seo-routes.ts';
import type { SiteServices } from './site-services.ts';

/** A middleware (runs for every request that gets this far) or a group of routes (answers its own paths). */
// biome-ignore lint/suspicious/noExplicitAny: route groups have their own Hono environments.
export type StepHandler = MiddlewareHandler<SiteEnv> | Hono<any, any, any>;
export type PipelineStep = { name: string; does: string; handler: (services: SiteServices) => StepHandler };

/**
 * Every request goes down this list until a step answers; middleware that wraps `next()` sees the
 * answer on its way back up. The order is the design: headers and compression wrap every answer;
 * the JSON routes answer before any page rule; redirects before anything served from memory, so
 * they apply to prerendered pages too; Waku last. ARCHITECTURE.md's list is generated from this one
 * (`npm run docs:pipeline`) and a unit test keeps them equal.
 */
export const pipeline: readonly PipelineStep[] = [
  { name: 'request log', does: 'one JSON line per answer', handler: () => requestLog },
  { name: 'host check', does: '400 for a Host header that is not a host, or two of them', handler: () => hostCheck },
  {
    name: 'close unread bodies',
    does: '`Connection: close` on answers that left a body unread',
    handler: () => closeUnreadBodies,
  },
  {
    name: 'hot path recorder',
    does: 'hands 200s from memory to the hot path',
    handler: (s) => hotPathRecorder(s.hotResponses, s.trustedProxies),
  },
  {
    name: 'response headers',
    does: 'security headers, default CSP, HTML `no-cache`',
    handler: (s) => responseHeaders(s.trustedProxies),
  },
  { name: 'health', does: '`GET /healthz`, with the security headers', handler: () => health },
  {
    name: 'operations',
    does: '`GET /readyz` (503 past a threshold), `GET /metrics` (operator only, else 404)',
    handler: (s) => operations(s.operations),
  },
  { name: 'compression', does: 'br/gzip for what no step encoded', handler: () => compression },
  { name: 'landing API', does: '`/landing-api/*` price lists and cached content', handler: () => landingApi },
  { name: 'forms', does: 'form intake into the durable outbox', handler: (s) => s.forms.routes },
  { name: 'auth', does: 'sign-in session and profile', handler: () => createAuthModule() },
  { name: 'content routes', does: 'RSS feeds, view counter', handler: (s) => s.content.routes },
  { name: 'search', does: 'site search JSON', handler: () => createSearchRoutes(siteSearch) },
  { name: 'SEO routes', does: 'sitemaps, robots.txt, llms.txt', handler: () => createSeoRoutes() },
  { name: 'main API paths', does: 'billing API paths on the site host', handler: (s) => mainApiPaths(s.mainApiUpstream) },
  {
    name: 'referrals',
    does: '`?i=&a=` recorded, `wmid` cookie, 302 without them',
    handler: (s) => referrals(s.visits.record, s.trustedProxies),
  },
  {
    name: 'path spelling',
    does: 'escaped letters and digits 301 to the one spelling of a path',
    handler: (s) => pathSpelling(s.redirectSources),
  },
  {
    name: 'URL rules',
    does: 'canonical URL, legacy and CMS redirects, `use_lang`, missing translations',
    handler: (s) => urlRules(s.redirectSources, s.content.missingTranslation, s.content.pageLocales),
  },
  { name: 'script policy', does: "CSP with the hashes of the page's inline scripts", handler: () => scriptPolicy },
  {
    name: 'error pages',
    does: '5xx on a page becomes the localized error page',
    handler: (s) => localizedErrorPages(isDocumentRequest, chromeErrorPage(s.processRequest)),
  },
  {
    name: 'search warm-up',
    does: "opens (or, from Directus, indexes) a locale's search after its first page view",
    handler: () => searchWarmup((locales) => siteSearch().warm(locales)),
  },
  { name: 'RSC guard', does: 'refuses RSC requests the site never makes', handler: () => rscGuard },
  { name: 'static files', does: 'prerendered pages and assets from memory', handler: (s) => staticFiles(s.statics) },
  {
    name: 'cached pages',
    does: 'dynamic pages and their RSC payloads from the render cache, rendered on a miss',
    handler: (s) => cachedPages({ ...s, pageExists: s.content.pageExists }),
  },
  { name: 'Waku', does: 'everything else, and every page under `waku dev`', handler: (s) => waku(s.processRequest) },
];
