import type { MiddlewareHandler } from 'hono';
import { respelledPath } from '#server/path-spelling.ts';
import { requestUrl } from '#server/request-url.ts';
import { isPagePath, type RedirectSource, resolveRedirect } from '#server/url-rules.ts';
import { isSameSitePath } from '#src/lib/same-site-path.ts';

/**
 * A path has one spelling: a GET or HEAD spelling a letter, digit or `-._~` as an escape is
 * redirected (301) to the path with the character itself, for pages, assets and RSC payloads alike,
 * so nothing after this step (the static files, the render cache, the hot path) answers, renders or
 * keeps a file under a spelling a client chose. A page goes where the URL rules would send the
 * respelled path, in the same hop. A respelled path that is no safe Location (`//host`, an encoded
 * slash, too long) is answered 404: no file or page has such a name.
 */
export const pathSpelling =
  (redirectSources: readonly RedirectSource[]): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = requestUrl(c);
    const respelled = respelledPath(url.pathname);
    if (!respelled) return next();
    const target = isPagePath(respelled) ? await resolveRedirect(respelled, url.search, redirectSources) : null;
    const location = target ?? `${respelled}${url.search}`;
    if (!isSameSitePath(location)) return c.text('Not Found', 404);
    return c.redirect(location, 301);
  };
