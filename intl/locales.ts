/** The seven locales of the site. en-us is the default and carries no URL prefix. */
export const localeCodes = ['en-us', 'de', 'es', 'fr', 'it', 'nl', 'pt-br'] as const;
export type Locale = (typeof localeCodes)[number];

export type LocaleInfo = {
  code: Locale;
  /** Name of the language in itself, as shown in the language switcher. */
  name: string;
  /** Catalog folder under intl/messages/. */
  file: string;
  /** BCP 47 tag for `<html lang>`, hreflang and the react-intl formatter. */
  iso: string;
  /** The market's full locale (language and country), whose conventions numbers and prices follow. */
  market: string;
  /** Open Graph locale (`language_TERRITORY`): the market the locale is written for. */
  og: string;
  /** Name of the language in English, for logs and operators. */
  title: string;
  /** Region flag icon id in the design system's icon set. */
  icon: string;
};

export const defaultLocale: Locale = 'en-us';

export const locales: Record<Locale, LocaleInfo> = {
  'en-us': {
    code: 'en-us',
    name: 'English',
    file: 'en-us',
    iso: 'en-US',
    og: 'en_US',
    market: 'en-US',
    title: 'English',
    icon: 'flag-us',
  },
  de: { code: 'de', name: 'Deutsch', file: 'de', iso: 'de', og: 'de_DE', market: 'de-DE', title: 'German', icon: 'flag-de' },
  es: { code: 'es', name: 'Español', file: 'es', iso: 'es', og: 'es_ES', market: 'es-ES', title: 'Spanish', icon: 'flag-es' },
  fr: { code: 'fr', name: 'Français', file: 'fr', iso: 'fr', og: 'fr_FR', market: 'fr-FR', title: 'French', icon: 'flag-fr' },
  it: { code: 'it', name: 'Italiano', file: 'it', iso: 'it', og: 'it_IT', market: 'it-IT', title: 'Italian', icon: 'flag-it' },
  nl: { code: 'nl', name: 'Nederlands', file: 'nl', iso: 'nl', og: 'nl_NL', market: 'nl-NL', title: 'Dutch', icon: 'flag-nl' },
  'pt-br': {
    code: 'pt-br',
    name: 'Português',
    file: 'pt-br',
    iso: 'pt-BR',
    market: 'pt-BR',
    og: 'pt_BR',
    title: 'Portuguese (Brazil)',
    icon: 'flag-br',
  },
};

const markets = new Map<string, string>(
  Object.values(locales).flatMap((l): [string, string][] => [
    [l.iso, l.market],
    [l.code, l.market],
  ]),
);

/**
 * The full locale whose conventions a page's numbers and prices follow: a site tag (`de`, `pt-BR`,
 * `pt-br`) becomes its market's (`de-DE`, `pt-BR`); any other tag is used as it is.
 */
export const marketLocale = (tag: string): string => markets.get(tag) ?? tag;

export const isLocale = (value: string): value is Locale => (localeCodes as readonly string[]).includes(value);

/** An unknown locale falls back to the default (spec §4). */
export const toLocale = (value: string | undefined | null): Locale => (value && isLocale(value) ? value : defaultLocale);

export const localePrefix = (locale: Locale): string => (locale === defaultLocale ? '' : `/${locale}`);

/**
 * Splits a pathname into its locale and the locale-free rest. `/en-us/...` is
 * not a prefix: the default locale is only ever unprefixed.
 */
export const splitLocale = (pathname: string): { locale: Locale; rest: string; prefixed: boolean } => {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(\/.*|$)/.exec(pathname);
  const candidate = match?.[1];
  if (match && candidate && candidate !== defaultLocale && isLocale(candidate)) {
    return { locale: candidate, rest: match[2] || '/', prefixed: true };
  }
  return { locale: defaultLocale, rest: pathname, prefixed: false };
};

/** `/pricing/` in `de` → `/de/pricing/`; the home page of a prefixed locale is `/{locale}/`. */
export const localizePath = (path: string, locale: Locale): string => `${localePrefix(locale)}${path}`;
