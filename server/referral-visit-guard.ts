import { createRateLimiter } from './request-guards.ts';
import { canonicalPath } from './url-rules.ts';

/** The longest page path kept with a visit: longer ones are cut, so a row never carries a visitor's 8 KB. */
export const MAX_VISIT_PATH = 256;
/** One client's referral visits recorded per minute; more still get their redirect, not a row. */
const VISITS_PER_CLIENT_PER_MINUTE = 10;
/** The same client, webmaster and banner within this window is one visit (a reload, an <img> polled). */
const REPEAT_WINDOW_MS = 30 * 60_000;
const MAX_REMEMBERED = 10_000;

/** The page path stored with a visit: canonical (one spelling per page) and at most MAX_VISIT_PATH characters. */
export const visitPath = (pathname: string): string => canonicalPath(pathname).slice(0, MAX_VISIT_PATH);

/**
 * Which referral visits become a stored (and, with MAIN_API_URL, forwarded) row: a link can be
 * fetched by any page on the web (an <img>), so a client gets at most VISITS_PER_CLIENT_PER_MINUTE
 * rows a minute, and a repeat of its own visit (same webmaster and banner) within REPEAT_WINDOW_MS
 * none. The table of recent visits keeps at most MAX_REMEMBERED, dropping the oldest.
 */
export const createVisitGuard = ({ now = Date.now }: { now?: () => number } = {}) => {
  const limited = createRateLimiter({ max: VISITS_PER_CLIENT_PER_MINUTE, windowMs: 60_000, now });
  const seen = new Map<string, number>();
  return (client: string, wmid: string, bannerId: string): boolean => {
    const key = `${client}\n${wmid}\n${bannerId}`;
    const at = seen.get(key);
    if (at !== undefined && now() - at < REPEAT_WINDOW_MS) return false;
    if (limited(client)) return false;
    seen.delete(key);
    seen.set(key, now());
    if (seen.size > MAX_REMEMBERED) seen.delete(seen.keys().next().value as string);
    return true;
  };
};

export type VisitGuard = ReturnType<typeof createVisitGuard>;
