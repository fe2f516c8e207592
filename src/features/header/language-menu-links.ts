import type { LanguageLink } from '#ds/sections/LanguageMenu/LanguageMenu.tsx';
import { type Locale, localeCodes, locales, localizePath } from '#intl/locales.ts';
import { matchRoute } from '#src/routes/route-matcher.ts';
import { isRouteInLocale } from '#src/routes/route-table.ts';

/**
 * Where a page missing in `locale` sends a reader who picks that language: its section's index
 * (`/blog/` for a news item, `/docs/` for a docs page) when the section exists there, else the home page.
 */
export const nearestPageIn = (path: string, locale: Locale): string => {
  const section = path.match(/^\/[^/]+\//)?.[0];
  const match = section && section !== path ? matchRoute(section) : null;
  return match && isRouteInLocale(match.route, locale) ? (section ?? '/') : '/';
};

/**
 * The language menu's links: every locale, always, so a reader of an English-only page can get
 * back to their language. A locale that has the page links to it; any other, to the nearest page
 * it has (`nearestPageIn`). Only `available` locales are alternates of the page (hreflang).
 */
export const languageMenuLinks = (path: string, current: Locale, available: readonly Locale[]): LanguageLink[] =>
  localeCodes.map((code) => ({
    code,
    iso: locales[code].iso,
    name: locales[code].name,
    href: localizePath(available.includes(code) ? path : nearestPageIn(path, code), code),
    current: code === current,
  }));
