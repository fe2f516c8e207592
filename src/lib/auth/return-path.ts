/**
 * Where to send a visitor after signing in: a path on this site only. Anything
 * that could leave it — absolute or scheme URLs, `//host`, `/\host`, encoded
 * slashes or backslashes, control characters — falls back to `fallback`.
 */
export const safeReturnPath = (candidate: string | null | undefined, fallback: string): string => {
  if (!candidate || candidate.length > 512) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(candidate) || /%(2f|5c|0[0-9a-f]|1[0-9a-f])/i.test(candidate)) return fallback;
  try {
    const url = new URL(candidate, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
};
