import type { Context, MiddlewareHandler } from 'hono';
import { splitLocale } from '#intl/locales.ts';
import { fallbackErrorPage, renderErrorPage } from '#server/error-page.ts';
import { requestUrl } from '#server/request-url.ts';

/**
 * Every 5xx answer to a page request becomes the error page in the URL's locale, with the same
 * status: a thrown error (logged, then 500), and Waku's own answer to a failed render, an empty HTML
 * shell that retries in the browser and, as the render failed on the server, mostly shows nothing.
 */
export const localizedErrorPages =
  (isDocumentRequest: (c: Context) => boolean): MiddlewareHandler =>
  async (c, next) => {
    try {
      await next();
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'request failed', url: c.req.url, error: String(error) }));
      c.res = new Response('Internal Server Error', { status: 500 });
    }
    if (c.res.status < 500 || !isDocumentRequest(c)) return;
    const status = c.res.status;
    const { locale } = splitLocale(requestUrl(c).pathname);
    const html = await renderErrorPage(locale, status).catch(fallbackErrorPage);
    c.res = undefined;
    c.res = new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
