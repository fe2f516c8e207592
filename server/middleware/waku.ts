import type { MiddlewareHandler } from 'hono';

/** Innermost step: what nothing before answered goes to Waku (RSC payloads, pages the cache does not keep). */
export const waku =
  (processRequest: (req: Request) => Promise<Response | null>): MiddlewareHandler =>
  async (c, next) => {
    const res = await processRequest(c.req.raw);
    if (res) {
      c.res = res;
      return;
    }
    await next();
  };
