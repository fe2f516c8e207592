import { defaultLocale, isLocale, type Locale, localizePath, splitLocale } from '#intl/locales.ts';
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

/**
 * The locales that show the exact page a locale-free path names: a content item's (news, tutorial,
 * author, tag, docs page, marketplace item) from the content source's cached existence lookup, or
 * null when the path names no item, so its route decides.
 */
export type PageLocales = (rest: string) => Promise<readonly Locale[] | null>;

/**
 * `localeRedirect`, with the remembered locale's 302 kept only when that exact page exists there:
 * a route that exists in German still has English-only items, and sending a visitor to one of them
 * would meet the missing-translation 301 back, a loop (issue 24). Costs one cached lookup, only for
 * a visitor with `use_lang` on an unprefixed content item.
 */
export const checkedLocaleRedirect = async (
  pathname: string,
  search: string,
  useLang: string | undefined,
  pageLocales: PageLocales,
): Promise<LocaleRedirect | null> => {
  const redirect = localeRedirect(pathname, search, useLang);
  if (redirect?.status !== 302 || useLang === undefined || !isLocale(useLang)) return redirect;
  const shownIn = await pageLocales(splitLocale(pathname).rest);
  return shownIn === null || shownIn.includes(useLang) ? redirect : null;
};
