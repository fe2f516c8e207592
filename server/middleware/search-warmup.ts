import type { MiddlewareHandler } from 'hono';
import { type Locale, splitLocale } from '#intl/locales.ts';
import { requestUrl } from '#server/request-url.ts';
import { isDocumentRequest } from './site-env.ts';

/**
 * Builds a locale's search index in the background after the locale's first page view: the first
 * search finds it ready, and a process carries the indexes (about 4 MB each) of the locales it serves.
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
