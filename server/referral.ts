import { isReferralId } from '#src/lib/referral/referral-id.ts';
import { timing } from '#src/lib/timing.ts';

export type ReferralVisit = { wmid: string; bannerId: string; location: string };

/**
 * A referral link (spec §4): `?i=<webmaster>&a=<banner>`. Returns the visit to
 * record and the same URL without those two parameters, or null when the
 * URL carries neither. Malformed ids are stripped but not recorded.
 */
export const referralVisit = (url: URL): (ReferralVisit & { valid: boolean }) | null => {
  const i = url.searchParams.get('i');
  const a = url.searchParams.get('a');
  if (i === null && a === null) return null;
  const clean = new URL(url);
  clean.searchParams.delete('i');
  clean.searchParams.delete('a');
  const query = clean.searchParams.toString();
  return {
    wmid: i ?? '',
    bannerId: a ?? '',
    valid: isReferralId(i) && isReferralId(a),
    location: `${clean.pathname}${query ? `?${query}` : ''}`,
  };
};

/** The `wmid` cookie: 360 days, never read by scripts. */
export const wmidCookie = (wmid: string, secure: boolean) =>
  `wmid=${wmid}; Max-Age=${timing.longCookieMaxAgeS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
