import { mkdtempSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono/tiny';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthRoutes } from '#server/auth/auth-routes.ts';
import { embeddedProfiles } from '#server/auth/profile-source.ts';
import { emailRegistered } from '#server/forms/email-registry.ts';
import { createFormIntake } from '#server/forms/intake.ts';
import { openOutbox } from '#server/forms/outbox.ts';
import { createHotResponses } from '#server/hot-responses.ts';
import { referrals } from '#server/middleware/referrals.ts';
import { responseHeaders } from '#server/middleware/response-headers.ts';
import { forwardedClientAddress, forwardedHttps, trustedProxyHops } from '#server/proxy-trust.ts';
import { isLoopbackOrigin } from '#server/request-guards.ts';

/** What @hono/node-server passes as the env of a request: the socket it came in on. */
const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('TRUST_PROXY_HOPS', () => {
  it('is 0 unless set, and a whole number when set', () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops('')).toBe(0);
    expect(trustedProxyHops('1')).toBe(1);
    expect(trustedProxyHops(' 2 ')).toBe(2);
    for (const bad of ['-1', '1.5', 'one', 'true', '1,2']) expect(() => trustedProxyHops(bad), bad).toThrow(/TRUST_PROXY_HOPS/);
  });
});

describe('the visitor’s address', () => {
  it('is the socket’s peer when no proxy is trusted, whatever x-forwarded-for says', () => {
    expect(forwardedClientAddress('1.2.3.4', '198.51.100.1', 0)).toBe('198.51.100.1');
    expect(forwardedClientAddress(undefined, '198.51.100.1', 0)).toBe('198.51.100.1');
    expect(forwardedClientAddress('1.2.3.4', undefined, 0)).toBe('unknown');
  });

  it('is the address the outermost trusted proxy appended, never what the visitor wrote before it', () => {
    // nginx's $proxy_add_x_forwarded_for: the visitor's own header, then the address nginx saw.
    expect(forwardedClientAddress('1.2.3.4, 203.0.113.9', '127.0.0.1', 1)).toBe('203.0.113.9');
    expect(forwardedClientAddress('203.0.113.9', '127.0.0.1', 1)).toBe('203.0.113.9');
    // A CDN, then nginx: the CDN appended the visitor, nginx the CDN.
    expect(forwardedClientAddress('1.2.3.4, 203.0.113.9, 192.0.2.10', '127.0.0.1', 2)).toBe('203.0.113.9');
  });

  it('falls back to the socket’s peer when the header has fewer hops than trusted proxies', () => {
    expect(forwardedClientAddress('203.0.113.9', '127.0.0.1', 2)).toBe('127.0.0.1');
    expect(forwardedClientAddress(undefined, '127.0.0.1', 1)).toBe('127.0.0.1');
    expect(forwardedClientAddress(' , ', '127.0.0.1', 1)).toBe('127.0.0.1');
  });
});

describe('the visitor’s scheme', () => {
  it('ignores x-forwarded-proto when no proxy is trusted', () => {
    expect(forwardedHttps('https', false, 0)).toBe(false);
    expect(forwardedHttps('http', true, 0)).toBe(true);
  });

  it('believes the outermost trusted proxy', () => {
    expect(forwardedHttps('https', false, 1)).toBe(true);
    expect(forwardedHttps('HTTPS', false, 1)).toBe(true);
    expect(forwardedHttps('http', false, 1)).toBe(false);
    expect(forwardedHttps('https, http', false, 2)).toBe(true);
    expect(forwardedHttps('https, http', false, 1)).toBe(false);
    // A proxy that replaces the header leaves one entry, whatever the count.
    expect(forwardedHttps('https', false, 2)).toBe(true);
    expect(forwardedHttps(undefined, false, 1)).toBe(false);
  });
});

describe('rate limits with forged forwarding headers', () => {
  const intake = (trustedProxies?: number) => {
    const outbox = openOutbox(path.join(mkdtempSync(path.join(tmpdir(), 'proxy-trust-')), 'forms.sqlite'));
    const app = createFormIntake({
      outbox: () => outbox,
      allowedOrigins: [],
      emailRegistered: emailRegistered(undefined),
      loginUrl: 'https://my.nuvora.cloud/login',
      rateLimit: { max: 1, windowMs: 60_000 },
      ...(trustedProxies === undefined ? {} : { trustedProxies }),
    });
    return (forwardedFor: string, socket = '198.51.100.1') =>
      app.request(
        'http://localhost/api/forms/join-program',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ name: 'Ana', email: 'ana@social.example', socials: 'https://social.example/ana' }),
        },
        fromSocket(socket),
      );
  };

  it('without a trusted proxy, a new x-forwarded-for per request gets no new bucket', async () => {
    const post = intake();
    expect((await post('1.2.3.4')).status).toBe(201);
    expect((await post('5.6.7.8')).status).toBe(429);
    // Another socket is another visitor.
    expect((await post('5.6.7.8', '198.51.100.2')).status).toBe(201);
  });

  it('behind one proxy, the visitor is the address the proxy appended, whatever they prepend', async () => {
    const post = intake(1);
    expect((await post('1.2.3.4, 203.0.113.9', '127.0.0.1')).status).toBe(201);
    expect((await post('5.6.7.8, 203.0.113.9', '127.0.0.1')).status).toBe(429);
    expect((await post('203.0.113.10', '127.0.0.1')).status).toBe(201);
  });
});

describe('https from a forged x-forwarded-proto', () => {
  const auth = (trustedProxies?: number) =>
    createAuthRoutes({
      profiles: embeddedProfiles,
      cookie: 'token',
      staffDomain: 'nuvora.cloud',
      editorUrl: 'https://cms.nuvora.cloud/admin/content',
      allowedOrigins: [],
      loginUrl: 'https://my.nuvora.cloud/login',
      ...(trustedProxies === undefined ? {} : { trustedProxies }),
    });
  const signIn = (app: ReturnType<typeof auth>) =>
    app.request(
      'http://localhost/api/auth/session',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost',
          'x-forwarded-proto': 'https',
          cookie: 'auth_state=started-here-0123456789',
        },
        body: JSON.stringify({ token: 'demo-customer-token', state: 'started-here-0123456789' }),
      },
      fromSocket('198.51.100.1'),
    );

  it('is believed only from a trusted proxy (the Secure cookie follows the real scheme)', async () => {
    const direct = await signIn(auth());
    expect(direct.status).toBe(200);
    const tokenCookie = (res: Response) => res.headers.getSetCookie().find((cookie) => cookie.startsWith('token='));
    expect(tokenCookie(direct)).not.toMatch(/Secure/);
    expect(tokenCookie(await signIn(auth(1)))).toMatch(/; Secure;/);
  });

  describe('on the hot path', () => {
    beforeEach(() => {
      vi.spyOn(console, 'log').mockImplementation(() => {});
    });
    afterEach(() => vi.restoreAllMocks());

    const body = new TextEncoder().encode('page');
    const request = (headers: Record<string, string>) =>
      ({ method: 'GET', url: '/pricing/', headers: { host: 'site.test', ...headers } }) as unknown as IncomingMessage;
    const response = () => ({ statusCode: 200, writeHead: () => response(), end: () => undefined }) as unknown as ServerResponse;

    it('keys answers by the same scheme the full stack saw', () => {
      const direct = createHotResponses({ maxEntries: 10, redirectsFor: () => false });
      direct.remember(
        { https: false, production: false, encoding: null, path: '/pricing/' },
        { headers: {}, body, expiresAt: 1e15 },
      );
      expect(direct.serve(request({ 'x-forwarded-proto': 'https' }), response())).toBe(true);

      const proxied = createHotResponses({ maxEntries: 10, redirectsFor: () => false, trustedProxies: 1 });
      proxied.remember(
        { https: true, production: false, encoding: null, path: '/pricing/' },
        { headers: {}, body, expiresAt: 1e15 },
      );
      expect(proxied.serve(request({ 'x-forwarded-proto': 'https' }), response())).toBe(true);
      expect(proxied.serve(request({ 'x-forwarded-proto': 'http' }), response())).toBe(false);
    });
  });
});

/** Issue 30 item 11: the scheme from the socket or trusted proxies only; form origins from configuration only. */
describe('a scheme or origin the client chose', () => {
  const headers = (app: Hono) => app.request('https://localhost/pricing/', {}, fromSocket('198.51.100.1'));

  it('gives an absolute https:// request target over plain HTTP neither HSTS nor a Secure cookie', async () => {
    const app = new Hono();
    app.use(responseHeaders(0));
    app.use(referrals(() => {}, 0));
    app.get('*', (c) => c.text('page'));
    const page = await headers(app);
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const referral = await app.request('https://localhost/pricing/?i=wm42&a=b7', {}, fromSocket('198.51.100.1'));
    expect(referral.status).toBe(302);
    expect(referral.headers.get('set-cookie')).toMatch(/^wmid=wm42;/);
    expect(referral.headers.get('set-cookie')).not.toMatch(/Secure/);
    expect(referral.headers.get('strict-transport-security')).toBeNull();
  });

  it('gives HSTS over TLS, and behind a trusted proxy that says https', async () => {
    const app = new Hono();
    app.use(responseHeaders(1));
    app.get('*', (c) => c.text('page'));
    const tls = await app.request('https://localhost/pricing/', {}, { incoming: { socket: { encrypted: true } } });
    expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=/);
    const proxied = await app.request(
      'http://localhost/pricing/',
      { headers: { 'x-forwarded-proto': 'https' } },
      fromSocket('10.0.0.2'),
    );
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  const intake = () =>
    createFormIntake({
      outbox: () => openOutbox(path.join(mkdtempSync(path.join(tmpdir(), 'origin-')), 'forms.sqlite')),
      allowedOrigins: ['https://nuvora.cloud'],
      emailRegistered: emailRegistered(undefined),
      loginUrl: 'https://my.nuvora.cloud/login',
      rateLimit: { max: 100, windowMs: 60_000 },
    });
  const author = { name: 'Ana', email: 'ana@example.pt', country: 'PT', message: 'I write about Kubernetes.' };
  const postFrom = (app: ReturnType<typeof intake>, url: string, origin: string) =>
    app.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(author) },
      fromSocket('127.0.0.1'),
    );

  it('refuses a form from a DNS-rebinding page: its Origin names the request’s own Host, which is not configured', async () => {
    const app = intake();
    expect((await postFrom(app, 'http://rebind.example/api/forms/become-an-author', 'http://rebind.example')).status).toBe(403);
    expect(
      (await postFrom(app, 'http://rebind.example:8080/api/forms/become-an-author', 'http://rebind.example:8080')).status,
    ).toBe(403);
  });

  it('accepts the configured site origin, and a loopback page posting to itself', async () => {
    const app = intake();
    expect((await postFrom(app, 'http://localhost:8080/api/forms/become-an-author', 'https://nuvora.cloud')).status).toBe(201);
    expect((await postFrom(app, 'http://localhost:8080/api/forms/become-an-author', 'http://localhost:8080')).status).toBe(201);
    expect((await postFrom(app, 'http://127.0.0.1:9200/api/forms/become-an-author', 'http://127.0.0.1:9200')).status).toBe(201);
    expect((await postFrom(app, 'http://localhost:8080/api/forms/become-an-author', 'http://localhost:9999')).status).toBe(403);
  });

  it('knows a loopback origin', () => {
    for (const origin of ['http://localhost', 'http://localhost:8080', 'http://127.0.0.1:9200', 'http://[::1]:8080'])
      expect(isLoopbackOrigin(origin), origin).toBe(true);
    for (const origin of [
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.io',
      'http://rebind.example',
      'null',
      'http://localhost/',
    ])
      expect(isLoopbackOrigin(origin), origin).toBe(false);
  });
});
