import type { MiddlewareHandler } from 'hono';
import { referralVisit, wmidCookie } from '#server/referral.ts';
import { createVisitGuard, type VisitGuard, visitPath } from '#server/referral-visit-guard.ts';
import { clientIp, isHttps } from '#server/request-guards.ts';
import { requestUrl } from '#server/request-url.ts';
import { canonicalPath } from '#server/url-rules.ts';
import { isDocumentRequest } from './site-env.ts';

/** Where a referral visit is kept until it is reported (spec §7 `POST /api/webmasters/visits`). */
export type VisitRecorder = (wmid: string, bannerId: string, path: string) => void;

/**
 * A referral link (`?i=&a=`, spec §4) is recorded — once per client, webmaster and banner in a
 * while, within a per-client rate, with its path canonical and capped (referral-visit-guard.ts) —
 * remembered in `wmid`, and redirected to the same page without them.
 */
export const referrals =
  (recordVisit: VisitRecorder, trustedProxies: number, guard: VisitGuard = createVisitGuard()): MiddlewareHandler =>
  async (c, next) => {
    if (!isDocumentRequest(c)) return next();
    const url = requestUrl(c);
    const visit = referralVisit(url);
    if (!visit) return next();
    if (visit.valid) {
      try {
        if (guard(clientIp(c, trustedProxies), visit.wmid, visit.bannerId))
          recordVisit(visit.wmid, visit.bannerId, visitPath(url.pathname));
        c.header('set-cookie', wmidCookie(visit.wmid, isHttps(c, trustedProxies)));
      } catch (error) {
        console.error(JSON.stringify({ level: 'error', msg: 'referral visit not stored', error: String(error) }));
      }
    }
    const [path = '/', query] = visit.location.split('?');
    c.header('cache-control', 'private, no-store');
    return c.redirect(`${canonicalPath(path)}${query ? `?${query}` : ''}`, 302);
  };
