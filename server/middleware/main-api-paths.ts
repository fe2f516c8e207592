import type { MiddlewareHandler } from 'hono';
import { createMainApiRoutes, isMainApiPath } from '#server/main-api-routes.ts';
import { requestUrl } from '#server/request-url.ts';

/** The billing API's paths the browser calls on the site's own host (spec §7 Main API), proxied or embedded. */
export const mainApiPaths = (upstream: string | undefined): MiddlewareHandler => {
  const mainApi = createMainApiRoutes({ upstream });
  return async (c, next) => (isMainApiPath(requestUrl(c).pathname) ? mainApi.fetch(c.req.raw) : next());
};
