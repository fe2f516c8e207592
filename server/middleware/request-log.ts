import type { MiddlewareHandler } from 'hono';
import { logRequest } from '#server/request-log.ts';
import { requestUrl } from '#server/request-url.ts';
import type { SiteEnv } from './site-env.ts';

/** Outermost step: one JSON log line per answered request, with the time the whole pipeline took. */
export const requestLog: MiddlewareHandler<SiteEnv> = async (c, next) => {
  c.set('started', performance.now());
  c.set('cache', '-');
  await next();
  logRequest(c.req.method, requestUrl(c).pathname, c.res.status, c.get('started'), c.get('cache'));
};
