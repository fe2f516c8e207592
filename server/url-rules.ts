import { defaultLocale, type Locale, localizePath, splitLocale } from '#intl/locales.ts';
import { isSameSitePath } from '#src/lib/same-site-path.ts';
import { legacyDestination, legacyQuery } from './legacy-redirects.ts';

/**
 * A further source of redirects looked up by locale-free canonical path, such
 * as the CMS's docs-redirect collection. It answers a locale-free destination.
 */
export type RedirectSource = (path: string, locale: Locale) => Promise<string | undefined>;

/** Paths that are not pages: assets, RSC payloads, APIs, health. URL rules leave them alone. */
const technicalPath =
  /^\/(?:RSC|assets|api|landing-api|healthz|@|__|node_modules|favicon|robots\.txt|sitemap(?:-[a-z-]+)?\.xml|llms\.txt)/;

export const isPagePath = (pathname: string): boolean => !technicalPath.test(pathname);

/** Uppercase letters outside percent-escapes become lowercase; `%2F` stays as it is. */
const lowercasePath = (path: string): string =>
  path.replace(/(%[0-9A-Fa-f]{2})|([^%]+)/g, (_match, escaped: string | undefined, text: string | undefined) =>
    escaped ? escaped : (text ?? '').toLowerCase(),
  );

const hasExtension = (path: string): boolean => /\.[a-z0-9]{1,5}$/i.test(path);

/**
 * The canonical form of a page path: backslashes as slashes, runs of slashes
 * collapsed (so `//evil.example/` can never become a protocol-relative
 * Location), lowercase, and a trailing slash unless it names a file.
 */
export const canonicalPath = (pathname: string): string => {
  let path = pathname.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  path = lowercasePath(path);
  if (!path.endsWith('/') && !hasExtension(path)) path += '/';
  return path;
};

/** `/pricing/index.html` is the page `/pricing/`: a directory's index file answers at the directory URL only. */
export const directoryOfIndexFile = (path: string): string => path.replace(/\/index\.html?$/, '/');

/**
 * The production host's other spelling (`www.` added, or dropped when `SITE_URL` has it) is the
 * same site, not a foreign host: it answers with a 301 to `SITE_URL`, same path and query.
 */
export const isProductionAlias = (host: string | null | undefined, productionHost: string): boolean =>
  Boolean(host) && host === (productionHost.startsWith('www.') ? productionHost.slice(4) : `www.${productionHost}`);

/**
 * Where a page request must be redirected (301), or null when it is already
 * canonical. Canonical form, the default-locale prefix, legacy rules and the
 * extra sources are resolved together, so there is at most one hop.
 */
export const resolveRedirect = async (
  pathname: string,
  search: string,
  sources: readonly RedirectSource[] = [],
): Promise<string | null> => {
  if (!isPagePath(pathname)) return null;
  let path = directoryOfIndexFile(canonicalPath(pathname));
  // The default locale is never prefixed: /en-us/pricing/ is /pricing/.
  if (path === `/${defaultLocale}/` || path.startsWith(`/${defaultLocale}/`)) path = path.slice(defaultLocale.length + 1);
  const { locale, rest } = splitLocale(path);
  let destination = legacyDestination(rest);
  if (!destination) {
    for (const source of sources) {
      const found = await source(rest, locale).catch((error: unknown) => {
        console.error(JSON.stringify({ level: 'error', msg: 'redirect source failed', path: rest, error: String(error) }));
        return undefined;
      });
      if (found && isSameSitePath(found)) {
        destination = canonicalPath(found);
        break;
      }
    }
  }
  if (destination) path = localizePath(destination, locale);
  const query = legacyQuery(search);
  if (path === pathname && query === search) return null;
  if (!isSameSitePath(path)) return '/';
  return `${path}${query}`;
};
