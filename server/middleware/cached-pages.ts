import type { MiddlewareHandler } from 'hono';
import { negotiateEncoding } from '#server/compression.ts';
import { createPageAnswers } from '#server/render/page-answer.ts';
import type { RenderPage } from '#server/render/page-renderer.ts';
import { type createRenderCache, pageRequest } from '#server/render-cache.ts';
import { isPagePath } from '#server/url-rules.ts';
import { isProductionHost, offProductionHost, productionHost } from '#src/lib/site-config.ts';
import { timing } from '#src/lib/timing.ts';
import type { SiteEnv } from './site-env.ts';

/**
 * Dynamic pages from the render cache (stale-while-revalidate, spec §9 TTL 60 s), rendered on a
 * miss. `renderCache` null renders every request (RENDER_CACHE=off); under `waku dev` (`isBuild`
 * false) Waku answers pages itself. Pages differ only between the
 * production host and the others (noindex): the key and the render take that class, never the host
 * a request names, which no page carries.
 */
export const cachedPages = ({
  isBuild,
  renderCache,
  renderPage,
}: {
  isBuild: boolean;
  renderCache: ReturnType<typeof createRenderCache> | null;
  renderPage: RenderPage;
}): MiddlewareHandler<SiteEnv> => {
  const pageAnswer = createPageAnswers();
  return async (c, next) => {
    const visited = new URL(c.req.url);
    if (!isBuild || c.req.method !== 'GET' || !isPagePath(visited.pathname)) return next();
    const { url, key: pageKey, notFound } = pageRequest(visited);
    url.host = isProductionHost(c.req.header('host')) ? productionHost : offProductionHost;
    const key = `${url.host} ${pageKey}`;
    const hit = renderCache?.get(key);
    const request = new Request(url, { headers: { host: url.host, 'accept-language': '' } });
    const accepted = negotiateEncoding(c.req.header('accept-encoding'));
    if (renderCache && hit) {
      c.set('cache', hit.fresh ? 'hit' : 'stale');
      if (!hit.fresh) renderCache.revalidate(key, () => renderPage(request.clone(), { freshContent: true }));
      const { encoded, response } = pageAnswer(hit.page, accepted, { notFound });
      if (hit.fresh) c.set('hot', { ...encoded, expiresAt: hit.page.storedAt + timing.renderCacheTtlMs });
      return response;
    }
    const page = renderCache
      ? await renderCache.fill(
          key,
          () => renderPage(request),
          ({ status, headers }) => (status === 200 || status === 404) && !headers.some(([name]) => name === 'set-cookie'),
        )
      : await renderPage(request);
    if (!page) return next();
    c.set('cache', 'miss');
    return pageAnswer(page, accepted, { notFound }).response;
  };
};
