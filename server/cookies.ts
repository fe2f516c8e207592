/**
 * The one reader of request cookies for the site's own cookies (`use_lang`, the sign-in state), used
 * by the hot path and the full stack alike so both read one spelling the same way. It reads them as
 * the site writes them — `name=value`, no quotes, no percent-encoding, no space before `=` — and
 * takes the first of repeated names (the browser sends the most specific path first). Any other
 * spelling is not that cookie: a value is never decoded into one the site would act on.
 */
export const cookieValue = (header: string | null | undefined, name: string): string | undefined => {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const trimmed = pair.trimStart();
    const eq = trimmed.indexOf('=');
    if (eq > 0 && trimmed.slice(0, eq) === name) return trimmed.slice(eq + 1).trimEnd();
  }
  return undefined;
};
