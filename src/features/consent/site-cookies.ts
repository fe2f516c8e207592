/**
 * Every cookie the site itself sets (spec §4), each strictly necessary for what the visitor asked
 * for, so none waits for consent. The privacy page and the banner's settings list the same rows.
 * Catalog ids are in the `consent` namespace.
 */
export type SiteCookie = { name: string; purposeId: string; durationId: string };

export const strictlyNecessaryCookies: readonly SiteCookie[] = [
  { name: 'use_lang', purposeId: 'consent.cookie.useLang', durationId: 'consent.duration.360days' },
  { name: 'wmid', purposeId: 'consent.cookie.wmid', durationId: 'consent.duration.360days' },
  { name: 'token', purposeId: 'consent.cookie.token', durationId: 'consent.duration.14days' },
  { name: 'auth_state', purposeId: 'consent.cookie.authState', durationId: 'consent.duration.10minutes' },
  { name: 'telegram-top-liner', purposeId: 'consent.cookie.topLiner', durationId: 'consent.duration.360days' },
  { name: 'cookie_consent', purposeId: 'consent.cookie.consent', durationId: 'consent.duration.6months' },
];

/** The analytics providers' own cookies, set only after consent; their names depend on the provider. */
export const analyticsCookies: readonly SiteCookie[] = [
  { name: '_ga, _ga_*, _gid', purposeId: 'consent.cookie.analytics', durationId: 'consent.duration.analytics' },
];
