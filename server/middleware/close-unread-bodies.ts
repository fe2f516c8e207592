import type { MiddlewareHandler } from 'hono';

/** Whether a request came with a body: a Content-Length above 0, or a chunked upload. */
const carriesBody = (request: Request) =>
  Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding');

/**
 * The same rule for every answer, mounted outside all routes: a request whose body nothing read
 * (an unknown API path's 404, a route that needs no body) gets `Connection: close` too, unless the
 * route already said what happens to the connection.
 */
export const closeUnreadBodies: MiddlewareHandler = async (c, next) => {
  await next();
  if (!carriesBody(c.req.raw) || c.req.raw.bodyUsed || c.res.headers.has('connection')) return;
  const answer = new Response(c.res.body, c.res);
  answer.headers.set('connection', 'close');
  c.res = undefined;
  c.res = answer;
};
