import type { MiddlewareHandler } from 'hono';
import { cookieValue } from '#server/cookies.ts';
import { checkedLocaleRedirect, type PageLocales } from '#server/locale-redirect.ts';
import { requestUrl } from '#server/request-url.ts';
import { isProductionAlias, type RedirectSource, resolveRedirect } from '#server/url-rules.ts';
import { productionHost, siteConfig } from '#src/lib/site-config.ts';
import { isDocumentRequest } from './site-env.ts';

/**
 * Redirects of page URLs, first match wins: the production host's `www.` twin (301 to `SITE_URL`),
 * the URL rules (case, trailing slash, index files, legacy paths, CMS docs redirects — 301), the
 * remembered language (`use_lang`, 302, only to a locale that shows that exact page), then a page
 * whose translation is missing (301 to the default locale, spec §4).
 */
export const urlRules =
  (
    redirectSources: readonly RedirectSource[],
    missingTranslation: (pathname: string, search: string) => Promise<string | null>,
    pageLocales: PageLocales,
  ): MiddlewareHandler =>
  async (c, next) => {
    const method = c.req.method;
    if ((method === 'GET' || method === 'HEAD') && isProductionAlias(c.req.header('host'), productionHost)) {
      const url = requestUrl(c);
      return c.redirect(`${siteConfig.siteUrl}${url.pathname}${url.search}`, 301);
    }
    if (!isDocumentRequest(c)) return next();
    const url = requestUrl(c);
    const target = await resolveRedirect(url.pathname, url.search, redirectSources);
    if (target) return c.redirect(target, 301);
    const locale = await checkedLocaleRedirect(
      url.pathname,
      url.search,
      cookieValue(c.req.header('cookie'), 'use_lang'),
      pageLocales,
    );
    if (locale) {
      c.header('vary', 'Cookie');
      return c.redirect(locale.location, locale.status);
    }
    const untranslated = await missingTranslation(url.pathname, url.search);
    if (untranslated) return c.redirect(untranslated, 301);
    return next();
  };
