import type { MiddlewareHandler } from 'hono';
import { cookieValue } from '#server/cookies.ts';
import { localeRedirect } from '#server/locale-redirect.ts';
import { requestUrl } from '#server/request-url.ts';
import { type RedirectSource, resolveRedirect } from '#server/url-rules.ts';
import { isDocumentRequest } from './site-env.ts';

/**
 * Redirects of page URLs, first match wins: the URL rules (case, trailing slash, legacy paths, CMS
 * docs redirects — 301), the remembered language (`use_lang`, 302), then a page whose translation
 * is missing (301 to the default locale, spec §4).
 */
export const urlRules =
  (
    redirectSources: readonly RedirectSource[],
    missingTranslation: (pathname: string, search: string) => Promise<string | null>,
  ): MiddlewareHandler =>
  async (c, next) => {
    if (!isDocumentRequest(c)) return next();
    const url = requestUrl(c);
    const target = await resolveRedirect(url.pathname, url.search, redirectSources);
    if (target) return c.redirect(target, 301);
    const locale = localeRedirect(url.pathname, url.search, cookieValue(c.req.header('cookie'), 'use_lang'));
    if (locale) {
      c.header('vary', 'Cookie');
      return c.redirect(locale.location, locale.status);
    }
    const untranslated = await missingTranslation(url.pathname, url.search);
    if (untranslated) return c.redirect(untranslated, 301);
    return next();
  };
