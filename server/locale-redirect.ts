import { defaultLocale, isLocale, localizePath, splitLocale } from '#intl/locales.ts';
import { matchRoute } from '#src/routes/route-matcher.ts';
import { isRouteInLocale } from '#src/routes/route-table.ts';

export type LocaleRedirect = { status: 301 | 302; location: string };

/**
 * Locale rules of spec §4 for a canonical page path:
 * - a prefixed page whose translation is missing → 301 to the default-locale path;
 * - an unprefixed page with `use_lang=<locale>` → 302 to that locale, if it has the page.
 */
export const localeRedirect = (pathname: string, search: string, useLang: string | undefined): LocaleRedirect | null => {
  const { locale, rest, prefixed } = splitLocale(pathname);
  const match = matchRoute(rest);
  if (!match) return null;
  if (prefixed) {
    return isRouteInLocale(match.route, locale) ? null : { status: 301, location: `${rest}${search}` };
  }
  if (useLang && useLang !== defaultLocale && isLocale(useLang) && isRouteInLocale(match.route, useLang)) {
    return { status: 302, location: `${localizePath(rest, useLang)}${search}` };
  }
  return null;
};
