import type { Context, MiddlewareHandler } from 'hono';
import { type Locale, splitLocale } from '#intl/locales.ts';
import { fallbackErrorPage, renderErrorPage } from '#server/error-page.ts';
import { requestUrl } from '#server/request-url.ts';
import { errorPageHeader, errorPagePath, errorPageRequestHeader } from '#src/lib/error-page-request.ts';
import { timing } from '#src/lib/timing.ts';

/** The error page rendered by React inside the site chrome, or null when that render fails. */
export type ChromeErrorPage = (req: Request, locale: Locale, status: number) => Promise<string | null>;

/**
 * Asks Waku for `/__error/` (src/pages/error-page.tsx) on the failed request's host. Only a 200
 * HTML answer counts: the render that just failed may fail here too (the chrome reads the catalogs
 * and the layout the page needed), and then the plain string page answers. The page is the same
 * for every path and host of a locale and status, so one render is kept for `keepMs`: an outage
 * that fails every request does not add a render to each.
 */
export const chromeErrorPage = (
  processRequest: (req: Request) => Promise<Response | null>,
  { keepMs = timing.renderCacheTtlMs, now = Date.now } = {},
): ChromeErrorPage => {
  // At most 7 locales × the 5xx statuses the site answers: no bound needed beyond the key's shape.
  const kept = new Map<string, { html: string; until: number }>();
  const render = async (req: Request, locale: Locale, status: number): Promise<string | null> => {
    const url = new URL(errorPagePath, req.url);
    const headers = new Headers({ [errorPageHeader]: errorPageRequestHeader(locale, status), accept: 'text/html' });
    const host = req.headers.get('host');
    if (host) headers.set('host', host);
    const res = await processRequest(new Request(url, { headers }));
    if (res?.status !== 200 || !res.headers.get('content-type')?.startsWith('text/html')) {
      await res?.body?.cancel();
      return null;
    }
    const html = await res.text();
    // Waku's answer to a render that failed half-way is an empty shell: only a page with its heading counts.
    return html.includes('<h1') ? html : null;
  };
  return async (req, locale, status) => {
    const key = `${locale} ${status}`;
    const found = kept.get(key);
    if (found && found.until > now()) return found.html;
    const html = await render(req, locale, status);
    if (html) kept.set(key, { html, until: now() + keepMs });
    return html;
  };
};

/**
 * Every 5xx answer to a page request becomes the error page in the URL's locale, with the same
 * status: a thrown error (logged, then 500), and Waku's own answer to a failed render, an empty HTML
 * shell that retries in the browser and, as the render failed on the server, mostly shows nothing.
 * The page is React's, inside the header and footer, when React can render it; else the plain
 * string page of `error-page.ts`; else the spec's fallback.
 */
export const localizedErrorPages =
  (isDocumentRequest: (c: Context) => boolean, inChrome?: ChromeErrorPage): MiddlewareHandler =>
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
    const chrome = inChrome
      ? await inChrome(c.req.raw, locale, status).catch((error: unknown) => {
          console.error(
            JSON.stringify({ level: 'error', msg: 'error page render failed', url: c.req.url, error: String(error) }),
          );
          return null;
        })
      : null;
    const html = chrome ?? (await renderErrorPage(locale, status).catch(fallbackErrorPage));
    c.res = undefined;
    c.res = new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
