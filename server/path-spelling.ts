/**
 * The one spelling of a path (RFC 3986 §6.2.2): percent-escapes of unreserved characters
 * (letters, digits, `-._~`) written as the characters, other escapes with uppercase hex. `/%70ricing/`,
 * `/pr%69cing/` and `/%2fx` are other spellings of `/pricing/` and `/%2Fx`; a malformed escape
 * (`%zz`) is left as it is for the steps after to refuse.
 */
export const canonicalSpelling = (pathname: string): string =>
  pathname.replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`;
  });

/** The path's one spelling when the request spelled it another way, else null. */
export const respelledPath = (pathname: string): string | null => {
  if (!pathname.includes('%')) return null;
  const canonical = canonicalSpelling(pathname);
  return canonical === pathname ? null : canonical;
};
