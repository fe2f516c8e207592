/**
 * The visitor's cookie choice, kept by the consent banner (vanilla-cookieconsent) in one first-party
 * cookie: strictly necessary, so it needs no consent itself. Read here without loading the banner, so
 * a returning visitor's page never fetches the banner's code.
 */
export const CONSENT_COOKIE = 'cookie_consent';
/** About six months: the choice is asked again after that. */
export const CONSENT_MAX_AGE_DAYS = 182;
/** The category a visitor can choose; `necessary` is always on. */
export const ANALYTICS_CATEGORY = 'analytics';

/**
 * Whether the stored choice allows analytics: `null` when there is no choice yet, so the banner
 * asks; `false` for a rejection and for anything that does not list analytics as accepted. (The
 * cookie is URI-encoded JSON, `{"categories":["necessary","analytics"],…}`; a pattern reads it in
 * fewer bytes of every page's code than a parser would.)
 */
export const analyticsConsent = (cookieHeader: string): boolean | null => {
  const value = /(?:^|;\s*)cookie_consent=([^;]*)/.exec(cookieHeader)?.[1];
  if (value === undefined) return null;
  return /"categories":\[[^\]]*"analytics"/.test(decodeURIComponent(value));
};
