import type { Context, MiddlewareHandler } from 'hono';
import { negotiateEncoding } from '#server/compression.ts';
import { createPageAnswers } from '#server/render/page-answer.ts';
import type { RenderPage } from '#server/render/page-renderer.ts';
import { type createRenderCache, notFoundRequest, type PageRequest, pageRequest, storablePage } from '#server/render-cache.ts';
import { RenderAbandoned, RenderQueueFull } from '#server/render-limit.ts';
import { requestUrl } from '#server/request-url.ts';
import { rscPageUrl, rscUrlOf } from '#server/rsc-paths.ts';
import { isPagePath } from '#server/url-rules.ts';
import { isProductionHost, offProductionHost, productionHost } from '#src/lib/site-config.ts';
import { timing } from '#src/lib/timing.ts';
import type { SiteEnv } from './site-env.ts';

/** Whether the content item a page path names (if it names one) exists in the path's locale. */
export type PageExists = (pathname: string) => Promise<boolean>;

const notFoundText = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'content-length': '9', 'cache-control': 'no-cache' },
  });

/**
 * Dynamic pages and their RSC payloads from the render cache (stale-while-revalidate, spec §9 TTL
 * 60 s), rendered on a miss; GET and HEAD alike (HEAD is a GET without the body). `renderCache`
 * null renders every request (RENDER_CACHE=off); under `waku dev` (`isBuild` false) Waku answers
 * pages itself. Pages differ only between the production host and the others (noindex): the key
 * and the render take that class, never the host a request names, which no page carries.
 *
 * A path no route names, or naming a content item that does not exist (`/docs/<made-up>/`, checked
 * before rendering), is the locale's shared not-found page; for an RSC payload, a plain 404. An RSC
 * payload is rendered and kept whole for every client: the router's `X-Waku-Etags` (elements it
 * already has) is not passed on, so one payload serves all and the answer varies by encoding only.
 */
export const cachedPages = ({
  isBuild,
  renderCache,
  renderPage,
  pageExists = async () => true,
}: {
  isBuild: boolean;
  renderCache: ReturnType<typeof createRenderCache> | null;
  renderPage: RenderPage;
  pageExists?: PageExists;
}): MiddlewareHandler<SiteEnv> => {
  const pageAnswer = createPageAnswers();

  /** The page `visited` asks for (made-up content items included in the not-found page). */
  const requestFor = async (visited: URL): Promise<PageRequest> => {
    const request = pageRequest(visited);
    if (request.notFound || (await pageExists(visited.pathname).catch(() => true))) return request;
    return notFoundRequest(visited);
  };

  const answer = async (c: Context<SiteEnv>, page: PageRequest, rsc: boolean) => {
    const host = isProductionHost(c.req.header('host')) ? productionHost : offProductionHost;
    const url = rsc ? rscUrlOf(page.url) : page.url;
    url.host = host;
    const key = `${host} ${rsc ? 'rsc ' : ''}${page.key}`;
    const head = c.req.method === 'HEAD';
    const request = new Request(url, { headers: { host, 'accept-language': '' } });
    const accepted = negotiateEncoding(c.req.header('accept-encoding'));
    const storable = (rendered: Parameters<typeof storablePage>[1]) => storablePage(page.notFound, rendered);
    const hit = renderCache?.get(key);
    if (renderCache && hit) {
      c.set('cache', hit.fresh ? 'hit' : 'stale');
      if (!hit.fresh) renderCache.revalidate(key, () => renderPage(request.clone(), { freshContent: true }), storable);
      const { encoded, response } = await pageAnswer(hit.page, accepted, { notFound: page.notFound, head });
      if (hit.fresh && !rsc) c.set('hot', { ...encoded, expiresAt: hit.page.storedAt + timing.renderCacheTtlMs });
      return response;
    }
    const signal = c.req.raw.signal;
    const rendered = renderCache
      ? await renderCache.fill(key, (renderSignal) => renderPage(request, { signal: renderSignal }), storable, signal)
      : await renderPage(request, { signal });
    if (!rendered) return null;
    c.set('cache', 'miss');
    return (await pageAnswer(rendered, accepted, { notFound: page.notFound, head })).response;
  };

  return async (c, next) => {
    const visited = requestUrl(c);
    if (!isBuild || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const rscPage = rscPageUrl(visited);
    if (!rscPage && !isPagePath(visited.pathname)) return next();
    try {
      if (rscPage) {
        const page = await requestFor(rscPage);
        if (page.notFound) return notFoundText();
        const response = await answer(c, page, true);
        if (!response) return notFoundText();
        // The router fetches payloads itself; a browser must not reuse one without asking.
        response.headers.set('cache-control', 'no-cache');
        return response;
      }
      return (await answer(c, await requestFor(visited), false)) ?? next();
    } catch (error) {
      if (error instanceof RenderQueueFull)
        return new Response('Service Unavailable', {
          status: 503,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' },
        });
      // The client left before the render's turn: nobody reads this answer.
      if (error instanceof RenderAbandoned) return new Response(null, { status: 499 });
      throw error;
    }
  };
};
