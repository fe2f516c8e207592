import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHotResponses } from '#server/hot-responses.ts';

type Sent = { status?: number; headers?: Record<string, string>; body?: unknown; ended: boolean };

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ method, url, headers: { host: 'site.test', 'accept-encoding': 'br', ...headers } }) as unknown as IncomingMessage;

const response = () => {
  const sent: Sent = { ended: false };
  const res = {
    statusCode: 200,
    writeHead(status: number, headers: Record<string, string>) {
      res.statusCode = status;
      sent.status = status;
      sent.headers = headers;
      return res;
    },
    end(body?: unknown) {
      sent.body = body;
      sent.ended = true;
      return res;
    },
  };
  return { res: res as unknown as ServerResponse, sent };
};

const body = new TextEncoder().encode('<!doctype html>compressed');
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'br',
  'content-length': String(body.byteLength),
  etag: '"v1"',
  'content-security-policy': "script-src 'self' 'sha256-x'",
};

describe('hot responses', () => {
  let now = 0;
  const redirectsFor = vi.fn((path: string, useLang: string) => path === '/pricing/' && useLang === 'de');
  const make = (maxEntries = 10) => {
    // Behind one proxy, as in production: its x-forwarded-proto is the scheme (part of the key).
    const hot = createHotResponses({ maxEntries, redirectsFor, trustedProxies: 1, now: () => now });
    hot.remember({ https: false, production: false, encoding: 'br', path: '/pricing/' }, { headers, body, expiresAt: 60_000 });
    return hot;
  };

  beforeEach(() => {
    now = 0;
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('replays the remembered status, headers and bytes of the same request', () => {
    const hot = make();
    const { res, sent } = response();
    expect(hot.serve(request('/pricing/'), res)).toBe(true);
    expect(sent).toEqual({ status: 200, headers, body, ended: true });
  });

  it('answers HEAD without a body', () => {
    const { res, sent } = response();
    expect(make().serve(request('/pricing/', {}, 'HEAD'), res)).toBe(true);
    expect(sent.body).toBeUndefined();
    expect(sent.headers?.['content-length']).toBe(String(body.byteLength));
  });

  it('leaves every request that could get another answer to the full stack', () => {
    const hot = make();
    const misses = [
      request('/pricing/', {}, 'POST'),
      request('/pricing/?i=1&a=2'),
      request('/Pricing/'),
      request('/pricing/', { 'accept-encoding': 'gzip' }),
      request('/pricing/', { host: 'nuvora.cloud' }),
      request('/pricing/', { 'x-forwarded-proto': 'https' }),
    ];
    for (const req of misses) {
      const { res, sent } = response();
      expect(hot.serve(req, res)).toBe(false);
      expect(sent.ended).toBe(false);
    }
  });

  it('leaves a Host that is not a host, or two Host headers, to the full stack and its 400', () => {
    const hot = make();
    for (const host of ['1.2.3.4.5', 'foo.123', 'www.127.0.0.1:8080', '0x100000000'])
      expect(hot.serve(request('/pricing/', { host }), response().res), host).toBe(false);
    const twoHosts = Object.assign(request('/pricing/'), { rawHeaders: ['Host', 'site.test', 'Host', 'site.test'] });
    expect(hot.serve(twoHosts, response().res)).toBe(false);
  });

  it('answers every host but the production host alike: no answer carries the host', () => {
    const hot = make();
    for (const host of ['staging.site.test', 'made-up-1.example', '127.0.0.1:8080'])
      expect(hot.serve(request('/pricing/', { host }), response().res)).toBe(true);
    hot.remember({ https: false, production: true, encoding: 'br', path: '/docs/' }, { headers, body, expiresAt: 60_000 });
    expect(hot.serve(request('/docs/', { host: 'nuvora.cloud' }), response().res)).toBe(true);
    expect(hot.serve(request('/docs/', { host: 'www.nuvora.cloud' }), response().res)).toBe(false);
  });

  it("leaves the production host's www. twin to the full stack, which redirects it", () => {
    const hot = make();
    expect(hot.serve(request('/pricing/', { host: 'staging.site.test' }), response().res)).toBe(true);
    expect(hot.serve(request('/pricing/', { host: 'www.nuvora.cloud' }), response().res)).toBe(false);
  });

  it('lets a language cookie that redirects reach the full stack, and serves one that does not', () => {
    const hot = make();
    expect(hot.serve(request('/pricing/', { cookie: 'a=1; use_lang=de' }), response().res)).toBe(false);
    expect(redirectsFor).toHaveBeenCalledWith('/pricing/', 'de');
    expect(hot.serve(request('/pricing/', { cookie: 'use_lang=en-us' }), response().res)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match, without body headers', () => {
    const { res, sent } = response();
    expect(make().serve(request('/pricing/', { 'if-none-match': '"v1"' }), res)).toBe(true);
    expect(sent.status).toBe(304);
    expect(sent.headers).not.toHaveProperty('content-encoding');
    expect(sent.headers).not.toHaveProperty('content-length');
    expect(sent.headers?.etag).toBe('"v1"');
  });

  it('forgets an answer once it expires, so the full stack re-checks its rules', () => {
    const hot = make();
    now = 60_000;
    expect(hot.serve(request('/pricing/'), response().res)).toBe(false);
    expect(hot.size).toBe(0);
  });

  it('keeps at most maxEntries answers, dropping the oldest', () => {
    const hot = make(1);
    hot.remember({ https: false, production: false, encoding: 'br', path: '/docs/' }, { headers, body, expiresAt: 60_000 });
    expect(hot.size).toBe(1);
    expect(hot.serve(request('/pricing/'), response().res)).toBe(false);
    expect(hot.serve(request('/docs/'), response().res)).toBe(true);
  });

  it('keeps its bodies within maxBytes, dropping the oldest, so paths and encodings cannot multiply memory', () => {
    const hot = createHotResponses({
      maxEntries: 10,
      maxBytes: body.byteLength * 2,
      redirectsFor,
      trustedProxies: 1,
      now: () => now,
    });
    for (const path of ['/a/', '/b/', '/c/'])
      hot.remember({ https: false, production: false, encoding: 'br', path }, { headers, body, expiresAt: 60_000 });
    expect(hot.size).toBe(2);
    expect(hot.bytes).toBe(body.byteLength * 2);
    expect(hot.serve(request('/a/'), response().res)).toBe(false);
    expect(hot.serve(request('/c/'), response().res)).toBe(true);
    now = 60_000;
    expect(hot.serve(request('/c/'), response().res)).toBe(false);
    expect(hot.bytes).toBe(body.byteLength);
  });
});
