import { type } from 'arktype';
import { FetchError, ofetch } from 'ofetch';
import type { AuthProfile } from '../../src/lib/auth/auth-profile.ts';
import { type SmsAuthData, smsAuthLogView } from '../../src/lib/auth/sms-auth.ts';
import { timing } from '../../src/lib/timing.ts';

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

/** The main API's profile as it answers it (spec §3, §7). */
const rawProfile = type({ id: 'number', loginAlias: 'string', email: 'string', 'avatar?': 'string | null' });
const rawToken = type({ token: 'string > 0' });

const isRejected = (error: unknown) => error instanceof FetchError && (error.status === 401 || error.status === 403);

/**
 * The provider's API: `GET {MAIN_API_URL}/v1/profile` with the `token` header
 * (form-encoded, spec §7), and `POST {MAIN_API_URL}/v1/auth/sms` for SMS
 * credentials. 401/403 mean signed out; anything else malformed throws.
 */
export const mainApiProfiles = (mainApiUrl: string, timeoutMs: number = timing.upstreamTimeoutMs): ProfileSource => ({
  async profile(token) {
    try {
      const raw = await ofetch(`${mainApiUrl}/v1/profile`, {
        headers: { token, 'content-type': 'application/x-www-form-urlencoded' },
        timeout: timeoutMs,
        retry: 0,
      });
      const parsed = rawProfile(raw);
      if (parsed instanceof type.errors) throw new Error(`profile: ${parsed.summary}`);
      return { id: parsed.id, loginAlias: parsed.loginAlias, email: parsed.email, avatar: parsed.avatar ?? null };
    } catch (error) {
      if (isRejected(error)) return null;
      throw error;
    }
  },
  async tokenForSms(data) {
    try {
      const raw = await ofetch(`${mainApiUrl}/v1/auth/sms`, { method: 'POST', body: data, timeout: timeoutMs, retry: 0 });
      const parsed = rawToken(raw);
      if (parsed instanceof type.errors) throw new Error(`sms token: ${parsed.summary}`);
      return parsed.token;
    } catch (error) {
      if (isRejected(error)) return null;
      // The error may echo the request; log only what is safe.
      throw new Error(
        `sms sign-in failed for ${JSON.stringify(smsAuthLogView(data))}: ${error instanceof FetchError ? error.status : 'no answer'}`,
      );
    }
  },
});
