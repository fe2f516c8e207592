import type { MiddlewareHandler } from 'hono';
import { type Locale, splitLocale } from '#intl/locales.ts';
import { requestUrl } from '#server/request-url.ts';
import { isDocumentRequest } from './site-env.ts';

/**
 * Readies a locale's search in the background after the locale's first page view: opens its built
 * FTS5 tables, or (Directus) indexes the locale in slices, so the first search finds it ready.
 */
export const searchWarmup = (warm: (locales: Locale[]) => Promise<unknown>): MiddlewareHandler => {
  const warmed = new Set<Locale>();
  return async (c, next) => {
    if (isDocumentRequest(c)) {
      const { locale } = splitLocale(requestUrl(c).pathname);
      if (!warmed.has(locale)) {
        warmed.add(locale);
        setImmediate(() => void warm([locale]));
      }
    }
    return next();
  };
};
