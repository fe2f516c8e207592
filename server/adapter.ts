import { Hono } from 'hono/tiny';
import { unstable_createServerEntryAdapter as createServerEntryAdapter } from 'waku/adapter-builders';
import { withSlimBuildMetadata } from './build/build-metadata.ts';
import type { SiteEnv } from './middleware/site-env.ts';
import { pipeline } from './pipeline.ts';
import { serveNode } from './serve.ts';
import { createSiteServices } from './site-services.ts';
import type { RedirectSource } from './url-rules.ts';

export type SiteAdapterOptions = {
  /** Extra redirect sources, such as the CMS's docs-redirect collection. */
  redirectSources?: readonly RedirectSource[];
};

/**
 * The site's server entry: Waku's request and build handlers behind the steps of `pipeline.ts`,
 * which run before static files so redirects apply to prerendered pages too; `serve` puts the hot
 * path (hot-responses.ts) in front of them and starts delivering forms and referral visits.
 */
export const siteAdapter = createServerEntryAdapter(
  ({ processRequest, processBuild, config, isBuild }, options?: SiteAdapterOptions) => {
    const services = createSiteServices({ processRequest, distDir: config.distDir, isBuild, ...options });
    const app = new Hono<SiteEnv>();
    for (const step of pipeline) {
      const handler = step.handler(services);
      if (typeof handler === 'function') app.use(handler);
      else app.route('/', handler);
    }
    app.notFound((c) => c.text('Not Found', 404));

    return {
      fetch: app.fetch,
      build: withSlimBuildMetadata(processBuild),
      buildOptions: { distDir: config.distDir },
      buildEnhancers: ['/server/build/node-build-enhancer.ts'],
      serve: (serveOptions: Parameters<typeof serveNode>[0]) => {
        services.forms.startDelivery();
        services.visits.startDelivery();
        return serveNode(serveOptions, services.hotResponses.serve);
      },
    };
  },
);
