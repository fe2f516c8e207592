import { mkdtempSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthRoutes } from '#server/auth/auth-routes.ts';
import { embeddedProfiles } from '#server/auth/profile-source.ts';
import { emailRegistered } from '#server/forms/email-registry.ts';
import { createFormIntake } from '#server/forms/intake.ts';
import { openOutbox } from '#server/forms/outbox.ts';
import { createHotResponses } from '#server/hot-responses.ts';
import { forwardedClientAddress, forwardedHttps, trustedProxyHops } from '#server/proxy-trust.ts';

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
      ...(trustedProxies === undefined ? {} : { trustedProxies }),
    });
  const signIn = (app: ReturnType<typeof auth>) =>
    app.request(
      'http://localhost/api/auth/session',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ token: 'demo-customer-token' }),
      },
      fromSocket('198.51.100.1'),
    );

  it('is believed only from a trusted proxy (the Secure cookie follows the real scheme)', async () => {
    const direct = await signIn(auth());
    expect(direct.status).toBe(200);
    expect(direct.headers.get('set-cookie')).not.toMatch(/Secure/);
    expect((await signIn(auth(1))).headers.get('set-cookie')).toMatch(/; Secure;/);
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
