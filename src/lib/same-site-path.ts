/**
 * The one check that a path stays on this site, however a browser or whoever
 * receives it reads it: return paths (`next` after signing in, `redirectUrl`
 * after signing up), redirect destinations (URL rules, the CMS's docs
 * redirects) and site links written in content.
 */

const MAX_LENGTH = 512;
const BASE = 'https://site.invalid';

/**
 * The same-site path `candidate` names, normalised (dot segments resolved),
 * with its query and fragment; or null when it could leave the site:
 * - not starting with exactly one `/` (absolute or scheme URLs, `//host`,
 *   relative paths, leading blanks such as `\t//evil`);
 * - a backslash or a control character anywhere (browsers read `/\host` as
 *   `//host` and drop tabs and newlines, so `/\t/host` is `//host` too);
 * - an encoded slash, backslash or control character (`%2f`, `%5c`, `%09` …),
 *   which a receiver that decodes once turns into the above;
 * - a path whose dot segments resolve to `//host` (`/.//evil.example`);
 * - longer than 512 characters.
 */
export const sameSitePath = (candidate: string | null | undefined): string | null => {
  if (!candidate || candidate.length > MAX_LENGTH) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(candidate) || /%(2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i.test(candidate)) return null;
  try {
    const url = new URL(candidate, BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== BASE || path.startsWith('//')) return null;
    return path;
  } catch {
    return null;
  }
};

/** `candidate` as a same-site path (see `sameSitePath`), else `fallback`. */
export const safeReturnPath = (candidate: string | null | undefined, fallback: string): string =>
  sameSitePath(candidate) ?? fallback;

/** Whether `candidate` is a same-site path (see `sameSitePath`). */
export const isSameSitePath = (candidate: string | null | undefined): boolean => sameSitePath(candidate) !== null;
