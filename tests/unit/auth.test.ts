import { createServer, type Server } from 'node:http';
import { type } from 'arktype';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthRoutes } from '#server/auth/auth-routes.ts';
import { demoAccounts, embeddedProfiles, mainApiProfiles } from '#server/auth/profile-source.ts';
import { createAuthMachine, isAuthorized } from '#src/features/header/auth.ts';
import { isStaffEmail } from '#src/lib/auth/auth-profile.ts';
import { smsAuthData, smsAuthLogView } from '#src/lib/auth/sms-auth.ts';

describe('staff e-mail rule', () => {
  it('accepts exactly the provider domain, in any case', () => {
    expect(isStaffEmail('editor@nuvora.cloud', 'nuvora.cloud')).toBe(true);
    expect(isStaffEmail('Editor@NUVORA.Cloud', 'nuvora.cloud')).toBe(true);
  });
  it('refuses look-alikes, subdomains, other domains and malformed addresses', () => {
    for (const email of [
      'x@evil-nuvora.cloud',
      'x@nuvora.cloud.evil.com',
      'x@mail.nuvora.cloud',
      'nuvora.cloud@gmail.com',
      '@nuvora.cloud',
      'nuvora.cloud',
    ]) {
      expect(isStaffEmail(email, 'nuvora.cloud'), email).toBe(false);
    }
    expect(isStaffEmail('x@nuvora.cloud', '')).toBe(false);
  });
});

describe('SMS auth data', () => {
  it('is validated and logged without its secrets', () => {
    const data = smsAuthData.assert({ smsHash: 'a1b2', username: 'ana', password: 's3cret' });
    const logged = JSON.stringify(smsAuthLogView(data));
    expect(logged).toContain('ana');
    expect(logged).not.toContain('s3cret');
    expect(logged).not.toContain('a1b2');
    expect(smsAuthData({ smsHash: '', username: 'ana', password: 'x' })).toBeInstanceOf(type.errors);
  });
});

describe('auth machine', () => {
  it('starts unknown and loading, settles authorized with a profile', async () => {
    const auth = createAuthMachine();
    expect(auth.state).toMatchObject({ status: 'unknown', loading: true });
    expect(isAuthorized(auth.state)).toBe(false);
    await auth.load(async () => ({ profile: demoAccounts['demo-customer-token'] ?? null }));
    expect(auth.state).toMatchObject({ status: 'settled', loading: false });
    expect(isAuthorized(auth.state)).toBe(true);
  });
  it('settles signed out when the profile is empty or the call fails, and after logging out', async () => {
    const empty = createAuthMachine();
    await empty.load(async () => ({ profile: null }));
    expect([empty.state.status, isAuthorized(empty.state)]).toEqual(['settled', false]);
    const failing = createAuthMachine();
    await failing.load(async () => {
      throw new Error('offline');
    });
    expect([failing.state.status, isAuthorized(failing.state)]).toEqual(['settled', false]);
    const signedIn = createAuthMachine();
    signedIn.settle({ profile: demoAccounts['demo-staff-token'] ?? null });
    await signedIn.logOut(async () => {});
    expect(isAuthorized(signedIn.state)).toBe(false);
  });
});

describe('main API profiles', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());
  const upstream = async (handler: (url: string, token: string | undefined, body: string) => [number, unknown]) => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const [status, answer] = handler(req.url ?? '', req.headers.token as string | undefined, body);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    return mainApiProfiles(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, 2_000);
  };

  it('reads the profile with the token header; 401 means signed out; a malformed answer throws', async () => {
    const source = await upstream((url, token) =>
      url !== '/v1/profile'
        ? [404, {}]
        : token === 'good'
          ? [200, { id: 7, loginAlias: 'ana', email: 'ana@example.pt', avatar: null, extra: 1 }]
          : token === 'odd'
            ? [200, { id: 'seven' }]
            : [401, { error: 'unauthorized' }],
    );
    expect(await source.profile('good')).toEqual({ id: 7, loginAlias: 'ana', email: 'ana@example.pt', avatar: null });
    expect(await source.profile('expired')).toBeNull();
    await expect(source.profile('odd')).rejects.toThrow(/profile/);
  });

  it('exchanges SMS credentials for a token and never puts the secrets in its errors', async () => {
    const source = await upstream((url, _token, body) => {
      if (url !== '/v1/auth/sms') return [404, {}];
      const data = JSON.parse(body) as { password: string };
      return data.password === 'right' ? [200, { token: 't-1' }] : data.password === 'wrong' ? [403, {}] : [500, {}];
    });
    expect(await source.tokenForSms({ smsHash: 'h', username: 'ana', password: 'right' })).toBe('t-1');
    expect(await source.tokenForSms({ smsHash: 'h', username: 'ana', password: 'wrong' })).toBeNull();
    const failure = await source.tokenForSms({ smsHash: 'hash-xyz', username: 'ana', password: 'boom-secret' }).catch((e) => e);
    expect(String(failure)).not.toMatch(/boom-secret|hash-xyz/);
  });
});

describe('auth routes', () => {
  const app = createAuthRoutes({
    profiles: embeddedProfiles,
    cookie: 'token',
    staffDomain: 'nuvora.cloud',
    editorUrl: 'https://cms.nuvora.cloud/admin/content',
    allowedOrigins: ['https://nuvora.cloud'],
    loginUrl: 'https://my.nuvora.cloud/login',
    rateLimit: { max: 5, windowMs: 60_000 },
    // Behind one proxy, as in production: its x-forwarded-for and x-forwarded-proto are believed.
    trustedProxies: 1,
  });
  const profile = (cookie?: string) => app.request('http://localhost/api/auth/profile', { headers: cookie ? { cookie } : {} });
  /** A completion of a sign-in this browser started: its `state` in the body and in the cookie. */
  const session = (body: unknown, headers: Record<string, string> = {}, query = '') =>
    app.request(`http://localhost/api/auth/session${query}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        'x-forwarded-for': '198.51.100.4',
        cookie: 'auth_state=started-here-0123456789',
        ...headers,
      },
      body: JSON.stringify(typeof body === 'object' && body !== null ? { state: 'started-here-0123456789', ...body } : body),
    });
  const tokenCookie = (res: Response) => res.headers.getSetCookie().find((cookie) => cookie.startsWith('token='));

  it('answers null when signed out, the profile with a token, the editor only for staff; never cached', async () => {
    const anonymous = await profile();
    expect(await anonymous.json()).toEqual({ profile: null });
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    expect(await (await profile('token=demo-customer-token')).json()).toEqual({ profile: demoAccounts['demo-customer-token'] });
    expect(await (await profile('token=demo-staff-token')).json()).toEqual({
      profile: demoAccounts['demo-staff-token'],
      editorUrl: 'https://cms.nuvora.cloud/admin/content',
    });
    // Tokens named like Object.prototype members are unknown tokens, not a failing profile source.
    for (const token of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await profile(`token=${token}`);
      expect(res.status, token).toBe(200);
      expect(await res.json(), token).toEqual({ profile: null });
    }
    const expired = await profile('token=expired');
    expect(await expired.json()).toEqual({ profile: null });
    expect(expired.headers.get('set-cookie')).toMatch(/^token=;.*Max-Age=0/);
  });

  it('opens a session from a token or SMS credentials into an HttpOnly, SameSite=Lax cookie', async () => {
    const byToken = await session({ token: 'demo-customer-token' }, { 'x-forwarded-proto': 'https' });
    expect(byToken.status).toBe(200);
    expect(tokenCookie(byToken)).toMatch(/^token=demo-customer-token; Max-Age=1209600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const bySms = await session(
      { smsHash: 'abc', username: 'demo-customer', password: 'demo-password' },
      { 'x-forwarded-for': '198.51.100.5' },
    );
    expect(bySms.status).toBe(200);
    expect(tokenCookie(bySms)).not.toMatch(/Secure/);
  });

  it('refuses bad credentials in the visitor language, cross-site posts and floods', async () => {
    const de = await session({ token: 'nope' }, { 'x-forwarded-for': '198.51.100.6' }, '?locale=de');
    expect(de.status).toBe(401);
    const { error } = (await de.json()) as { error: string };
    expect(error).toMatch(/Anmelde/);
    expect((await session({ nothing: true }, { 'x-forwarded-for': '198.51.100.6' })).status).toBe(400);
    expect((await session({ token: 'constructor' }, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(401);
    expect((await session({ token: 'demo-customer-token' }, { origin: 'https://evil.example' })).status).toBe(403);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await session({ token: 'x' }, { 'x-forwarded-for': '198.51.100.9' })).status);
    expect(statuses.slice(-1)).toEqual([429]);
  });

  it('starts a sign-in with a random state in a short-lived HttpOnly, SameSite=Lax cookie, sent on to the control panel', async () => {
    const start = await app.request('http://localhost/api/auth/start', { headers: { 'x-forwarded-proto': 'https' } });
    expect(start.status).toBe(302);
    expect(start.headers.get('cache-control')).toBe('private, no-store');
    const location = new URL(start.headers.get('location') as string);
    expect(`${location.origin}${location.pathname}`).toBe('https://my.nuvora.cloud/login');
    const state = location.searchParams.get('state') as string;
    expect(state).toMatch(/^[\w-]{24}$/);
    expect(start.headers.get('set-cookie')).toBe(
      `auth_state=${state}; Max-Age=600; Path=/api/auth; HttpOnly; Secure; SameSite=Lax`,
    );
    const again = new URL((await app.request('http://localhost/api/auth/start')).headers.get('location') as string);
    expect(again.searchParams.get('state')).not.toBe(state);
  });

  it('completes only a sign-in this browser started: a forged /oauth/#token= link signs nobody in', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.20' };
    const forged = [
      // The attacker's link, followed by a visitor who never started a sign-in.
      session({ token: 'demo-customer-token', state: undefined }, { ...ip, cookie: '' }),
      session({ token: 'demo-customer-token', state: 'attacker-state-0123456' }, { ...ip, cookie: '' }),
      // A visitor who did start one, with the attacker's state or none.
      session({ token: 'demo-customer-token', state: 'attacker-state-0123456' }, ip),
      session({ token: 'demo-customer-token', state: '' }, { ...ip, cookie: 'auth_state=' }),
      session({ smsHash: 'abc', username: 'demo-customer', password: 'demo-password', state: 'x' }, ip),
    ];
    for (const res of await Promise.all(forged)) {
      expect(res.status).toBe(403);
      expect(tokenCookie(res)).toBeUndefined();
    }
    const started = await session({ token: 'demo-customer-token' }, { 'x-forwarded-for': '198.51.100.21' });
    expect(started.status).toBe(200);
    expect(tokenCookie(started)).toMatch(/^token=demo-customer-token;/);
    // The state is used up: the same completion again is refused.
    expect(started.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^auth_state=; Max-Age=0; Path=\/api\/auth/));
  });

  it('completes a sign-in started here when the control panel hands no state back', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.22' };
    for (const state of [undefined, '']) {
      const res = await session({ token: 'demo-customer-token', state }, ip);
      expect(res.status).toBe(200);
      expect(tokenCookie(res)).toMatch(/^token=demo-customer-token;/);
    }
  });

  it('logs out by clearing the cookie, same-site only', async () => {
    const out = await app.request('http://localhost/api/auth/logout', {
      method: 'POST',
      headers: { origin: 'http://localhost' },
    });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^token=;.*Max-Age=0/);
    const cross = await app.request('http://localhost/api/auth/logout', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
  });
});
