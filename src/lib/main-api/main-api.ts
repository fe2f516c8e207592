import '#server-only';
import { FetchError, ofetch } from 'ofetch';
import type { AuthProfile } from '#src/lib/auth/auth-profile.ts';
import { type SmsAuthData, smsAuthLogView } from '#src/lib/auth/sms-auth.ts';
import { timing } from '#src/lib/timing.ts';
import { upstreamHooks } from '#src/lib/upstream-health.ts';
import { type LandingList, landingListPaths, type RawWebmasterVisit } from './raw.ts';
import {
  type DropLog,
  reshapeAppPresets,
  reshapeDatabasePresets,
  reshapeEmailCheck,
  reshapeK8sPresets,
  reshapeK8sVersions,
  reshapeNetworkDrivers,
  reshapePresets,
  reshapeProfile,
  reshapeSmsToken,
} from './reshape.ts';

export type MainApiOptions = {
  /** The provider's API root (`MAIN_API_URL`). */
  baseUrl: string;
  /** Per request; spec §9's upstream time-out unless a test needs a shorter one. */
  timeoutMs?: number;
  /** Stands in for the global `fetch` (tests). */
  fetch?: typeof globalThis.fetch;
};

/** The API's "this token or these credentials are not valid". */
const isRejected = (error: unknown) => error instanceof FetchError && (error.status === 401 || error.status === 403);

/**
 * The server's client of the provider's main API (spec §7): one ofetch instance with the base URL,
 * the Accept header, the time-out and no retry (callers decide what a failure means), and one
 * function per endpoint returning the site's types. A failed request rejects with ofetch's
 * `FetchError`; a malformed answer rejects with what was wrong.
 */
export const createMainApi = ({ baseUrl, timeoutMs = timing.upstreamTimeoutMs, fetch }: MainApiOptions) => {
  const call = ofetch.create(
    {
      baseURL: baseUrl.replace(/\/+$/, ''),
      timeout: timeoutMs,
      retry: 0,
      headers: { accept: 'application/json' },
      // Its last success is what /readyz and /metrics report.
      ...upstreamHooks('mainApi'),
    },
    fetch ? { fetch } : {},
  );
  const landing = (list: LandingList) => call<unknown>(`/landing-api/${landingListPaths[list]}`);

  return {
    /** `GET /landing-api/…/`: each list with malformed items and unknown regions dropped (and logged to `log`). */
    serverPresets: async (log: DropLog) => reshapePresets(await landing('serverPresets'), 'server_presets', log),
    databasePresets: async (log: DropLog) => reshapeDatabasePresets(await landing('databasePresets'), log),
    appPresets: async (log: DropLog) => reshapeAppPresets(await landing('appPresets'), log),
    balancerPresets: async (log: DropLog) => reshapePresets(await landing('balancerPresets'), 'balancers_presets', log),
    storagePresets: async (log: DropLog) => reshapePresets(await landing('storagePresets'), 'storages_presets', log),
    k8sPresets: async (log: DropLog) => reshapeK8sPresets(await landing('k8sPresets'), log),
    k8sVersions: async (log: DropLog) => reshapeK8sVersions(await landing('k8sVersions'), log),
    networkDrivers: async (log: DropLog) => reshapeNetworkDrivers(await landing('networkDrivers'), log),

    /** `GET /v1/profile` with the `token` header (form-encoded): the profile, or null when the token is rejected. */
    async profile(token: string): Promise<AuthProfile | null> {
      try {
        return reshapeProfile(
          await call('/v1/profile', { headers: { token, 'content-type': 'application/x-www-form-urlencoded' } }),
        );
      } catch (error) {
        if (isRejected(error)) return null;
        throw error;
      }
    },

    /** `POST /v1/auth/sms`: a token for SMS credentials, or null when they are wrong. */
    async tokenForSms(data: SmsAuthData): Promise<string | null> {
      try {
        return reshapeSmsToken(await call('/v1/auth/sms', { method: 'POST', body: data }));
      } catch (error) {
        if (isRejected(error)) return null;
        // The error may echo the request; say only what is safe.
        throw new Error(
          `sms sign-in failed for ${JSON.stringify(smsAuthLogView(data))}: ${(error instanceof FetchError && error.status) || 'no answer'}`,
        );
      }
    },

    /** `GET /v1/registration/email?email=`: whether the address already has an account. */
    emailRegistered: async (email: string): Promise<boolean> =>
      reshapeEmailCheck(await call('/v1/registration/email', { query: { email } })),

    /** `POST /api/webmasters/visits`: a referral visit; the key lets the API drop a repeated delivery. */
    recordWebmasterVisit: async (visit: RawWebmasterVisit, idempotencyKey: string): Promise<void> => {
      await call('/api/webmasters/visits', { method: 'POST', body: visit, headers: { 'idempotency-key': idempotencyKey } });
    },

    /**
     * `GET {path}{?query}` answered as it is (status, headers, text body; error statuses included):
     * the site's main-API paths that the browser calls through the site (`server/main-api-routes.ts`).
     */
    forward: (pathAndQuery: string) =>
      call.raw<string, 'text'>(pathAndQuery, { responseType: 'text', ignoreResponseError: true }),
  };
};

export type MainApi = ReturnType<typeof createMainApi>;
