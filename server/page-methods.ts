import { unreadBodyHeaders } from './request-guards.ts';

/** What the site's request handler needs to know of Waku's input: its kind and the request. */
type PageInput = { type: string; req: Request };

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Pages are read with GET and HEAD only. Waku treats any other request for a
 * page as a possible server-action submission and parses its body as one
 * (a multipart body it cannot parse is a 500); this site has no server
 * functions, so such requests get 405 with `Allow` before anything is parsed.
 * Other inputs (RSC payloads, API routes) pass through unchanged.
 */
export const readOnlyPages = <H extends { handleRequest(input: PageInput, utils: never): Promise<unknown> }>(handlers: H): H => {
  const handleRequest = (input: PageInput, utils: never) =>
    input.type === 'http' && !READ_METHODS.has(input.req.method)
      ? Promise.resolve(
          new Response('Method Not Allowed', {
            status: 405,
            headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', ...unreadBodyHeaders },
          }),
        )
      : handlers.handleRequest(input, utils);
  return { ...handlers, handleRequest };
};
