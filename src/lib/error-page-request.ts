import '#server-only';
import { randomUUID } from 'node:crypto';
import { isLocale, type Locale } from '#intl/locales.ts';

/**
 * The server's own request for the error page in the site chrome (`/__error/`): the header names
 * the locale and status, with a secret made once per process, so a visitor asking for `/__error/`
 * gets the not-found page, never an error page with a 200.
 */
export const errorPageHeader = 'x-site-error-page';
export const errorPagePath = '/__error/';

const secret = randomUUID();

export const errorPageRequestHeader = (locale: Locale, status: number): string => `${secret} ${locale} ${status}`;

/** The locale and status the server asked the error page for, or null for any other request. */
export const readErrorPageRequest = (value: string | null): { locale: Locale; status: number } | null => {
  const [claimed, locale, status] = value?.split(' ') ?? [];
  if (claimed !== secret || !locale || !isLocale(locale) || !/^5\d\d$/.test(status ?? '')) return null;
  return { locale, status: Number(status) };
};
