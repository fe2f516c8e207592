import path from 'node:path';
import { unstable_constants as constants } from 'waku/internals';
import { contentConfig } from '#src/lib/content/content-source.ts';
import { timing } from '#src/lib/timing.ts';
import { upstreamHealth } from '#src/lib/upstream-health.ts';
import { createContentModule } from './content/content-module.ts';
import { createFormsModule } from './forms/forms-module.ts';
import { createHotResponses } from './hot-responses.ts';
import { withHead } from './html-head.ts';
import { createStyleInliner, readStylesheets } from './inline-styles.ts';
import { localeRedirect } from './locale-redirect.ts';
import { siteMetrics } from './metrics/site-metrics.ts';
import { metricsToken } from './observer-access.ts';
import { trustedProxyHops } from './proxy-trust.ts';
import { readinessThresholds } from './readiness.ts';
import { createReferralVisits } from './referral-visits/referral-visits.ts';
import { createPageRenderer } from './render/page-renderer.ts';
import { createRenderCache } from './render-cache.ts';
import { createStaticFiles } from './static-files.ts';
import type { RedirectSource } from './url-rules.ts';

/** `read`'s answer, read again only once it is `ms` old. */
const cachedFor = <T>(ms: number, read: () => T) => {
  let value: { at: number; value: T } | undefined;
  return (): T => {
    const now = Date.now();
    if (!value || now - value.at >= ms) value = { at: now, value: read() };
    return value.value;
  };
};

export type SiteServicesOptions = {
  /** Waku's renderer: a page, an RSC payload, or null for a path it does not answer. */
  processRequest: (req: Request) => Promise<Response | null>;
  distDir: string;
  /** False under `waku dev`: no build output to serve, nothing to cache. */
  isBuild: boolean;
  /** Extra redirect sources, such as the CMS's docs-redirect collection. */
  redirectSources?: readonly RedirectSource[];
};

/**
 * The long-lived parts the pipeline's steps share, made once per process: modules with their
 * stores and routes, the caches, the renderer, the operator's endpoints. Environment read here:
 * TRUST_PROXY_HOPS (first, so a value that is not a number stops the server before it listens),
 * RENDER_CACHE, MAIN_API_URL, METRICS_TOKEN and the READY_* thresholds.
 */
export const createSiteServices = ({ processRequest, distDir, isBuild, redirectSources = [] }: SiteServicesOptions) => {
  const trustedProxies = trustedProxyHops();
  const forms = createFormsModule({ deliveryFailed: (gaveUp) => siteMetrics.deliveryFailed(gaveUp) });
  const content = createContentModule();
  const mainApiUpstream = process.env.MAIN_API_URL || undefined;
  // Counting the backlog reads an index; once a second is plenty for probes and scrapes however many come.
  const formsBacklog = cachedFor(1000, () => forms.backlog());
  siteMetrics.use({ formsBacklog });
  const publicDir = path.join(distDir, constants.DIST_PUBLIC);
  // Pages carry their stylesheets inline: no render-blocking request before the first paint.
  const stylesheets = isBuild ? readStylesheets(publicDir) : new Map<string, string>();
  const inlineStyles = createStyleInliner((href) => stylesheets.get(href));
  return {
    isBuild,
    trustedProxies,
    forms,
    visits: createReferralVisits(),
    content,
    redirectSources: [content.docsRedirects, ...redirectSources],
    mainApiUpstream,
    operations: {
      thresholds: readinessThresholds(),
      token: metricsToken(),
      metrics: () => siteMetrics.exposition(),
      readinessInput: () => ({
        delivering: forms.delivers,
        backlog: formsBacklog(),
        contentSource: contentConfig.apiUrl ? ('directus' as const) : ('files' as const),
        content: upstreamHealth.state('content'),
        mainApiConfigured: mainApiUpstream !== undefined,
        mainApi: upstreamHealth.state('mainApi'),
        now: Date.now(),
      }),
    },
    processRequest,
    statics: isBuild
      ? createStaticFiles(publicDir, { transformHtml: (html) => Buffer.from(withHead(html, inlineStyles)) })
      : null,
    // RENDER_CACHE=off: every dynamic page rendered for its own request (a preview host where editors
    // must see an edit at once; the benchmark's uncached target).
    renderCache:
      process.env.RENDER_CACHE === 'off'
        ? null
        : // Bodies are kept brotli-compressed: 16 MB is about 600 docs pages.
          createRenderCache({ ttlMs: timing.renderCacheTtlMs, maxEntries: 2000, maxBytes: 16 * 1024 * 1024 }),
    renderPage: createPageRenderer({ processRequest, inlineStyles, onRendered: (s) => siteMetrics.renderTook(s) }),
    hotResponses: createHotResponses({
      maxEntries: 4000,
      maxBytes: 24 * 1024 * 1024,
      trustedProxies,
      redirectsFor: (pagePath, useLang) => localeRedirect(pagePath, '', useLang) !== null,
    }),
  };
};

export type SiteServices = ReturnType<typeof createSiteServices>;
