import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono/tiny';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieValue } from '#server/cookies.ts';
import { createHotResponses } from '#server/hot-responses.ts';
import { localeRedirect } from '#server/locale-redirect.ts';
import { urlRules } from '#server/middleware/url-rules.ts';

describe('cookieValue', () => {
  it('reads the cookie as the site writes it, the first of repeated names', () => {
    expect(cookieValue('use_lang=de', 'use_lang')).toBe('de');
    expect(cookieValue('a=1; use_lang=fr; use_lang=de', 'use_lang')).toBe('fr');
    expect(cookieValue('a=1;use_lang=it', 'use_lang')).toBe('it');
    expect(cookieValue('xuse_lang=de', 'use_lang')).toBeUndefined();
    expect(cookieValue(undefined, 'use_lang')).toBeUndefined();
  });

  it('never decodes, unquotes or trims a spelling into a value the site would act on', () => {
    expect(cookieValue('use_lang=%64e', 'use_lang')).toBe('%64e');
    expect(cookieValue('use_lang="de"', 'use_lang')).toBe('"de"');
    expect(cookieValue('use_lang =de', 'use_lang')).toBeUndefined();
  });
});

/** Issue 30 item 9: the hot path and the full stack must give one spelling of `use_lang` one answer. */
describe('use_lang read alike by the hot path and the full stack', () => {
  const body = new TextEncoder().encode('<!doctype html>pricing');
  const hot = createHotResponses({
    maxEntries: 10,
    redirectsFor: (pagePath, useLang) => localeRedirect(pagePath, '', useLang) !== null,
  });
  hot.remember(
    { https: false, production: false, encoding: null, path: '/pricing/' },
    { headers: { 'content-type': 'text/html' }, body, expiresAt: Number.POSITIVE_INFINITY },
  );
  const stack = new Hono();
  stack.use(
    urlRules(
      [],
      async () => null,
      async () => null,
    ),
  );
  stack.get('*', (c) => c.text('page'));

  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const hotServes = (cookie: string) => {
    const req = { method: 'GET', url: '/pricing/', headers: { host: 'site.test', cookie }, rawHeaders: [] };
    const res = { statusCode: 200, writeHead: () => res, end: () => res };
    return hot.serve(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  };

  it.each([
    'use_lang=de',
    'use_lang=%64e',
    'use_lang="de"',
    'use_lang =de',
    'use_lang=DE',
    'x=1; use_lang=de',
    'use_lang=xx; use_lang=de',
  ])('%s', async (cookie) => {
    const full = await stack.request('/pricing/', { headers: { cookie } });
    const fullServes = full.status === 200;
    expect(hotServes(cookie), `hot path serves with ${cookie}`).toBe(fullServes);
  });

  it('redirects the plain spelling in both', async () => {
    expect((await stack.request('/pricing/', { headers: { cookie: 'use_lang=de' } })).status).toBe(302);
    expect(hotServes('use_lang=de')).toBe(false);
  });
});
