import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type } from 'arktype';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { Hono } from 'hono/tiny';
import { toLocale } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { cookieValue } from '#server/cookies.ts';
import { bodySizeLimit, clientIp, createRateLimiter, isHttps, isSameSitePost } from '#server/request-guards.ts';
import { type AuthSession, isStaffEmail } from '#src/lib/auth/auth-profile.ts';
import { smsAuthData } from '#src/lib/auth/sms-auth.ts';
import type { ProfileSource } from './profile-source.ts';

/** A session lasts as long as the control panel's: two weeks. */
const SESSION_MAX_AGE_S = 14 * 24 * 3600;
const MAX_BODY_BYTES = 4 * 1024;
/** Logging out takes no body; anything sent with it is refused past this. */
const MAX_LOGOUT_BODY_BYTES = 1024;
const tokenBody = type({ token: '0 < string <= 512' });

/** The cookie holding the nonce of a sign-in this browser started: 10 minutes, sent only to `/api/auth/`. */
export const SIGN_IN_STATE_COOKIE = 'auth_state';
const SIGN_IN_STATE_MAX_AGE_S = 600;
const SIGN_IN_STATE_PATH = '/api/auth';

/**
 * Whether a completion belongs to a sign-in this browser started: the nonce cookie of
 * `/api/auth/start` must be there; when the control panel hands `state` back, it must equal it.
 * A control panel that does not echo `state` yet still works for a visitor who started on the
 * site, while a link to `/oauth/#token=…` reaching someone who did not is refused.
 */
const startedHere = (body: unknown, cookie: string | undefined): boolean => {
  if (!cookie || cookie.length > 128) return false;
  const state = typeof body === 'object' && body !== null ? (body as { state?: unknown }).state : undefined;
  if (state === undefined || state === '') return true;
  if (typeof state !== 'string' || state.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(state), Buffer.from(cookie));
};

type AuthRoutesOptions = {
  profiles: ProfileSource;
  cookie: string;
  staffDomain: string;
  editorUrl: string;
  allowedOrigins: readonly string[];
  /** The control panel's sign-in page, where `GET /api/auth/start` sends the visitor with its `state`. */
  loginUrl: string;
  rateLimit?: { max: number; windowMs: number };
  /** Proxies in front of the server whose `x-forwarded-*` headers are believed (TRUST_PROXY_HOPS); 0 by default. */
  trustedProxies?: number;
};

/**
 * The visitor's session (issue 6, spec §4 auth): the API token lives in an
 * HttpOnly cookie that scripts never read.
 * - `GET /api/auth/profile`: the profile behind the cookie (null when signed out), private and never cached;
 * - `GET /api/auth/start`: a sign-in this browser starts: a random `state` in a short-lived
 *   HttpOnly, SameSite=Lax cookie, and a 302 to the control panel's sign-in with that `state`,
 *   which the control panel hands back in `/oauth/#token=…&state=…`;
 * - `POST /api/auth/session` with `{ token, state }` or SMS credentials and `state`: only when
 *   this browser holds the nonce cookie and `state`, when given, is that nonce (so a link to
 *   `/oauth/#token=<someone else's>` signs in nobody who did not just start a sign-in here),
 *   checks the credentials, sets the cookie;
 * - `POST /api/auth/logout`: clears it.
 * POSTs are same-site only and rate-limited per IP.
 */
export const createAuthRoutes = (options: AuthRoutesOptions) => {
  const { max, windowMs } = options.rateLimit ?? { max: 20, windowMs: 60_000 };
  const limited = createRateLimiter({ max, windowMs });
  const trustedProxies = options.trustedProxies ?? 0;
  const app = new Hono();

  const sessionFor = async (token: string): Promise<AuthSession> => {
    const profile = await options.profiles.profile(token);
    if (!profile) return { profile: null };
    return isStaffEmail(profile.email, options.staffDomain) ? { profile, editorUrl: options.editorUrl } : { profile };
  };
  const messages = async (c: Context) => {
    const intl = await getIntl(toLocale(c.req.query('locale')), ['account', 'forms']);
    return (id: string) => intl.formatMessage({ id });
  };

  app.get('/api/auth/profile', async (c) => {
    c.header('cache-control', 'private, no-store');
    const token = getCookie(c, options.cookie);
    if (!token) return c.json({ profile: null } satisfies AuthSession);
    try {
      const session = await sessionFor(token);
      if (!session.profile) deleteCookie(c, options.cookie, { path: '/' });
      return c.json(session);
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'profile fetch failed', error: String(error) }));
      return c.json({ error: (await messages(c))('account.error.unavailable') }, 503);
    }
  });

  app.get('/api/auth/start', (c) => {
    const state = randomBytes(18).toString('base64url');
    setCookie(c, SIGN_IN_STATE_COOKIE, state, {
      path: SIGN_IN_STATE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: isHttps(c, trustedProxies),
      maxAge: SIGN_IN_STATE_MAX_AGE_S,
    });
    c.header('cache-control', 'private, no-store');
    const login = new URL(options.loginUrl);
    login.searchParams.set('state', state);
    return c.redirect(login.href, 302);
  });

  app.post(
    '/api/auth/session',
    bodySizeLimit(MAX_BODY_BYTES, async (c) => (await messages(c))('account.error.signInFailed')),
    async (c) => {
      const t = await messages(c);
      c.header('cache-control', 'private, no-store');
      if (!isSameSitePost(c, options.allowedOrigins)) return c.json({ error: t('form.error.origin') }, 403);
      if (limited(clientIp(c, trustedProxies))) {
        c.header('retry-after', String(Math.ceil(windowMs / 1000)));
        return c.json({ error: t('form.error.rateLimit') }, 429);
      }
      const body: unknown = await c.req.json().catch(() => null);
      const byToken = tokenBody(body);
      const bySms = smsAuthData(body);
      if (byToken instanceof type.errors && bySms instanceof type.errors)
        return c.json({ error: t('account.error.signInFailed') }, 400);
      const started = startedHere(body, cookieValue(c.req.header('cookie'), SIGN_IN_STATE_COOKIE));
      deleteCookie(c, SIGN_IN_STATE_COOKIE, { path: SIGN_IN_STATE_PATH, secure: isHttps(c, trustedProxies) });
      if (!started) return c.json({ error: t('account.error.signInFailed') }, 403);
      try {
        const token =
          byToken instanceof type.errors ? await options.profiles.tokenForSms(bySms as typeof smsAuthData.infer) : byToken.token;
        const session = token ? await sessionFor(token) : { profile: null };
        if (!token || !session.profile) return c.json({ error: t('account.error.signInFailed') }, 401);
        setCookie(c, options.cookie, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
          secure: isHttps(c, trustedProxies),
          maxAge: SESSION_MAX_AGE_S,
        });
        return c.json(session);
      } catch (error) {
        console.error(JSON.stringify({ level: 'error', msg: 'sign-in failed', error: String(error) }));
        return c.json({ error: t('account.error.unavailable') }, 503);
      }
    },
  );

  app.post('/api/auth/logout', bodySizeLimit(MAX_LOGOUT_BODY_BYTES), async (c) => {
    if (!isSameSitePost(c, options.allowedOrigins)) return c.json({ error: (await messages(c))('form.error.origin') }, 403);
    c.header('cache-control', 'private, no-store');
    deleteCookie(c, options.cookie, { path: '/', secure: isHttps(c, trustedProxies) });
    return c.body(null, 204);
  });

  return app;
};
