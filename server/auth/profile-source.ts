import type { AuthProfile } from '#src/lib/auth/auth-profile.ts';
import type { SmsAuthData } from '#src/lib/auth/sms-auth.ts';
import { createMainApi } from '#src/lib/main-api/main-api.ts';
import { timing } from '#src/lib/timing.ts';

/** Where profiles come from: the provider's main API, or the embedded demo accounts. */
export type ProfileSource = {
  /** The profile behind a token; null when the token is unknown or expired. Throws when the source cannot answer. */
  profile(token: string): Promise<AuthProfile | null>;
  /** Exchanges SMS credentials for a token; null when they are wrong. */
  tokenForSms(data: SmsAuthData): Promise<string | null>;
};

/**
 * Demo accounts of the embedded main API (no MAIN_API_URL), for `npm start`,
 * the e2e tests and reviews: sign in at `/oauth/#token=demo-customer-token`
 * or `#token=demo-staff-token` (README, "Signing in locally").
 */
export const demoAccounts: Record<string, AuthProfile> = {
  'demo-customer-token': { id: 1002, loginAlias: 'demo-customer', email: 'customer@example.com', avatar: null },
  'demo-staff-token': { id: 1001, loginAlias: 'demo-editor', email: 'demo@nuvora.cloud', avatar: null },
};
const demoSms = { username: 'demo-customer', password: 'demo-password', token: 'demo-customer-token' };

export const embeddedProfiles: ProfileSource = {
  // Own keys only, so a token such as `constructor` is unknown rather than an inherited function.
  profile: async (token) => (Object.hasOwn(demoAccounts, token) ? (demoAccounts[token] ?? null) : null),
  tokenForSms: async ({ username, password }) =>
    username === demoSms.username && password === demoSms.password ? demoSms.token : null,
};

/**
 * The provider's API: `GET {MAIN_API_URL}/v1/profile` with the `token` header
 * (form-encoded, spec §7), and `POST {MAIN_API_URL}/v1/auth/sms` for SMS
 * credentials. 401/403 mean signed out; anything else malformed throws.
 */
export const mainApiProfiles = (mainApiUrl: string, timeoutMs: number = timing.upstreamTimeoutMs): ProfileSource => {
  const api = createMainApi({ baseUrl: mainApiUrl, timeoutMs });
  return { profile: api.profile, tokenForSms: api.tokenForSms };
};
