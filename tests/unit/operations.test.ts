import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono/tiny';
import { afterEach, describe, expect, it } from 'vitest';
import { openOutbox } from '#server/forms/outbox.ts';
import { routeKind } from '#server/metrics/route-kind.ts';
import { createSiteMetrics } from '#server/metrics/site-metrics.ts';
import { hostCheck } from '#server/middleware/host-check.ts';
import { operations } from '#server/middleware/operations.ts';
import { responseHeaders } from '#server/middleware/response-headers.ts';
import { pipeline } from '#server/pipeline.ts';
import { type ReadinessInput, readinessThresholds } from '#server/readiness.ts';
import { createMainApi } from '#src/lib/main-api/main-api.ts';
import { upstreamHealth } from '#src/lib/upstream-health.ts';

const TOKEN = 'metrics-token-0123456789';
const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const remote = { incoming: { socket: { remoteAddress: '203.0.113.9' } } };
const dbFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'ops-')), 'forms.sqlite');

/** The operations step as the pipeline mounts it, after the host check and the response headers. */
const setup = ({ input = {}, env = {} }: { input?: Partial<ReadinessInput>; env?: NodeJS.ProcessEnv } = {}) => {
  const outbox = openOutbox(dbFile());
  const metrics = createSiteMetrics();
  metrics.use({ formsBacklog: () => outbox.backlog() });
  const app = new Hono();
  app.use(hostCheck);
  app.use(responseHeaders(0));
  app.route(
    '/',
    operations({
      thresholds: readinessThresholds(env),
      token: TOKEN,
      metrics: () => metrics.exposition(),
      readinessInput: () => ({
        delivering: true,
        backlog: outbox.backlog(),
        contentSource: 'directus',
        content: upstreamHealth.state('content'),
        mainApiConfigured: true,
        mainApi: upstreamHealth.state('mainApi'),
        now: Date.now(),
        ...input,
      }),
    }),
  );
  app.notFound((c) => c.text('Not Found', 404));
  const get = (p: string, bindings: object = loopback, headers: Record<string, string> = {}) =>
    app.request(`http://localhost${p}`, { headers: { host: 'localhost', ...headers } }, bindings);
  return { outbox, metrics, get };
};

afterEach(() => upstreamHealth.reset());

describe('/readyz (issue 28, item 5)', () => {
  it('answers 200 with the outbox backlog, its oldest age, and the upstreams’ last success, never cached', async () => {
    const { get, outbox } = setup();
    outbox.add('become-an-author', 'en-us', { email: 'a@example.com' });
    upstreamHealth.succeeded('content', Date.parse('2026-11-28T01:00:00Z'));
    upstreamHealth.succeeded('mainApi', Date.parse('2026-11-28T01:30:00Z'));
    const res = await get('/readyz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toMatchObject({
      status: 'ready',
      problems: [],
      outbox: { delivering: true, backlog: 1, oldestUndeliveredAgeSeconds: expect.any(Number), failed: 0 },
      content: { source: 'directus', lastSuccessAt: '2026-11-28T01:00:00.000Z', failingForSeconds: 0 },
      mainApi: { configured: true, lastSuccessAt: '2026-11-28T01:30:00.000Z' },
      thresholds: { maxBacklog: 1000, maxBacklogAgeS: 900, maxUpstreamFailingS: 300 },
    });
  });

  it('answers 503 once the backlog passes READY_MAX_OUTBOX_BACKLOG', async () => {
    const { get, outbox } = setup({ env: { READY_MAX_OUTBOX_BACKLOG: '3' } });
    for (let i = 0; i < 3; i++) outbox.add('become-an-author', 'en-us', { email: `a${i}@example.com` });
    expect((await get('/readyz')).status).toBe(200);
    outbox.add('become-an-author', 'en-us', { email: 'a3@example.com' });
    const res = await get('/readyz');
    expect(res.status).toBe(503);
    expect((await res.json()).problems).toEqual(['outbox backlog 4 > 3']);
  });

  it('answers 503 when the oldest undelivered submission is older than READY_MAX_OUTBOX_AGE_S', async () => {
    const { get, outbox } = setup({ env: { READY_MAX_OUTBOX_AGE_S: '60' } });
    outbox.add('become-an-author', 'en-us', { email: 'a@example.com' });
    const later = setup({
      env: { READY_MAX_OUTBOX_AGE_S: '60' },
      input: { backlog: outbox.backlog(), now: Date.now() + 61_000 },
    });
    expect((await get('/readyz')).status).toBe(200);
    const res = await later.get('/readyz');
    expect(res.status).toBe(503);
    expect((await res.json()).problems).toEqual([expect.stringMatching(/^oldest undelivered submission 6\d s old > 60 s$/)]);
  });

  it('does not judge the backlog when no webhook delivers it (submissions wait for export by design)', async () => {
    const { get, outbox } = setup({ env: { READY_MAX_OUTBOX_BACKLOG: '1' }, input: { delivering: false } });
    outbox.add('become-an-author', 'en-us', { email: 'a@example.com' });
    outbox.add('become-an-author', 'en-us', { email: 'b@example.com' });
    expect((await get('/readyz')).status).toBe(200);
  });

  it('answers 503 when the content service or the main API has failed for longer than READY_MAX_UPSTREAM_FAILING_S', async () => {
    const { get } = setup();
    upstreamHealth.succeeded('mainApi', Date.now() - 400_000);
    upstreamHealth.failed('mainApi', Date.now() - 301_000);
    upstreamHealth.failed('mainApi', Date.now());
    upstreamHealth.failed('content', Date.now() - 10_000);
    const res = await get('/readyz');
    expect(res.status).toBe(503);
    const report = await res.json();
    expect(report.problems).toEqual([expect.stringMatching(/^main API failing for 30\d s > 300 s$/)]);
    expect(report.content.failingForSeconds).toBe(10);
    // One answer and it is back.
    upstreamHealth.succeeded('mainApi');
    expect((await get('/readyz')).status).toBe(200);
  });

  it('learns the main API’s state from its client’s calls: an answer is a success, a 5xx or no answer a failure', async () => {
    let status = 200;
    const api = createMainApi({
      baseUrl: 'http://main-api.test',
      fetch: async () =>
        status === 0
          ? Promise.reject(new TypeError('fetch failed'))
          : new Response(JSON.stringify({ exists: false }), { status, headers: { 'content-type': 'application/json' } }),
    });
    await api.emailRegistered('a@example.com');
    expect(upstreamHealth.state('mainApi')).toMatchObject({ lastSuccessAt: expect.any(Number), failingSince: null });
    status = 503;
    await expect(api.emailRegistered('a@example.com')).rejects.toThrow();
    const since = upstreamHealth.state('mainApi').failingSince;
    expect(since).toEqual(expect.any(Number));
    status = 0;
    await expect(api.emailRegistered('a@example.com')).rejects.toThrow();
    expect(upstreamHealth.state('mainApi').failingSince).toBe(since);
    // A 404 is an answer: the API is up.
    status = 404;
    await expect(api.emailRegistered('a@example.com')).rejects.toThrow();
    expect(upstreamHealth.state('mainApi').failingSince).toBeNull();
  });

  it('tells a stranger only the status; the details need loopback or the token', async () => {
    const { get } = setup({ env: { READY_MAX_OUTBOX_BACKLOG: '0' } });
    expect(await (await get('/readyz', remote)).json()).toEqual({ status: 'ready' });
    expect(await (await get('/readyz', loopback, { 'x-forwarded-for': '203.0.113.9' })).json()).toEqual({ status: 'ready' });
    expect(await (await get('/readyz', remote, { authorization: `Bearer ${TOKEN}` })).json()).toHaveProperty('outbox');
  });

  it('reads its thresholds at start and refuses values that are not whole numbers', () => {
    expect(readinessThresholds({ READY_MAX_OUTBOX_BACKLOG: '50', READY_MAX_UPSTREAM_FAILING_S: '0' })).toEqual({
      maxBacklog: 50,
      maxBacklogAgeS: 900,
      maxUpstreamFailingS: 0,
    });
    expect(() => readinessThresholds({ READY_MAX_OUTBOX_AGE_S: '15m' })).toThrow(/READY_MAX_OUTBOX_AGE_S/);
  });
});

describe('/metrics (issue 28, item 5)', () => {
  it('is 404 to anyone but loopback or the bearer of METRICS_TOKEN, as a path that does not exist', async () => {
    const { get } = setup();
    const missing = await get('/no-such-path', remote);
    for (const res of [
      await get('/metrics', remote),
      await get('/metrics', remote, { authorization: 'Bearer wrong-token-0123456789' }),
      // Behind nginx every request comes from loopback, forwarded: that is not the machine asking.
      await get('/metrics', loopback, { 'x-forwarded-for': '203.0.113.9' }),
      await get('/metrics', loopback, { forwarded: 'for=203.0.113.9' }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(await missing.clone().text());
    }
    expect((await get('/metrics', loopback)).status).toBe(200);
    expect((await get('/metrics', remote, { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  it('is refused by the host check like any other path', async () => {
    const { get } = setup();
    expect((await get('/metrics', loopback, { host: 'foo.123' })).status).toBe(400);
    expect((await get('/readyz', loopback, { host: 'foo.123' })).status).toBe(400);
  });

  it('speaks Prometheus text: requests by route kind and status, caches, renders, outbox, event loop, memory', async () => {
    const { get, metrics, outbox } = setup();
    outbox.add('become-an-author', 'en-us', { email: 'a@example.com' });
    const failed = outbox.add('become-an-author', 'en-us', { email: 'b@example.com' });
    outbox.markGaveUp(failed, 'Error: 500');
    metrics.recordRequest('GET', '/pricing/', 200, 0.0004, 'hot');
    metrics.recordRequest('GET', '/docs/cloud-servers/create-server/', 200, 0.003, 'hit');
    metrics.recordRequest('GET', '/docs/unknown-page-1/', 404, 0.2, 'miss');
    metrics.recordRequest('GET', '/docs/unknown-page-2/', 404, 0.3, 'stale');
    metrics.recordRequest('POST', '/api/forms/become-an-author', 201, 0.02, '-');
    metrics.recordRequest('GET', '/assets/SiteForm-abc123.js', 200, 0.001, 'static');
    metrics.renderTook(0.12);
    metrics.deliveryFailed(false);
    metrics.deliveryFailed(true);

    const res = await get('/metrics');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const value = (series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      if (!line) throw new Error(`no ${series} in the exposition`);
      return Number(line.slice(series.length + 1));
    };
    expect(value('site_http_requests_total{route_kind="page",status="404"}')).toBe(2);
    expect(value('site_http_requests_total{route_kind="forms",status="201"}')).toBe(1);
    expect(value('site_http_requests_total{route_kind="asset",status="200"}')).toBe(1);
    expect(value('site_http_request_duration_seconds_bucket{route_kind="page",status="404",le="0.25"}')).toBe(1);
    expect(value('site_http_request_duration_seconds_count{route_kind="page",status="404"}')).toBe(2);
    expect(value('site_http_request_duration_seconds_sum{route_kind="page",status="404"}')).toBeCloseTo(0.5);
    expect(value('site_render_cache_lookups_total{outcome="hit"}')).toBe(1);
    expect(value('site_render_cache_lookups_total{outcome="stale"}')).toBe(1);
    expect(value('site_render_cache_lookups_total{outcome="miss"}')).toBe(1);
    expect(value('site_hot_path_lookups_total{outcome="hit"}')).toBe(1);
    expect(value('site_hot_path_lookups_total{outcome="miss"}')).toBe(4);
    expect(value('site_page_render_duration_seconds_count')).toBe(1);
    expect(value('site_outbox_backlog')).toBe(1);
    expect(value('site_outbox_failed')).toBe(1);
    expect(value('site_outbox_delivery_failures_total{outcome="retry"}')).toBe(1);
    expect(value('site_outbox_delivery_failures_total{outcome="given_up"}')).toBe(1);
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
    // Paths never become labels: the cardinality stays that of route kinds × statuses.
    expect(text).not.toContain('unknown-page');
  });

  it('sorts paths into a few route kinds', () => {
    expect(routeKind('/')).toBe('page');
    expect(routeKind('/de/pricing/')).toBe('page');
    expect(routeKind('/pricing/index.html')).toBe('page');
    expect(routeKind('/RSC/R/pricing.txt')).toBe('rsc');
    expect(routeKind('/assets/index-1a2b.js')).toBe('asset');
    expect(routeKind('/favicon.ico')).toBe('asset');
    expect(routeKind('/api/forms/become-an-author')).toBe('forms');
    expect(routeKind('/landing-api/prices/vds?x=1')).toBe('landing-api');
    expect(routeKind('/api/search/index/de.json')).toBe('api');
    expect(routeKind('/sitemap-de.xml')).toBe('seo');
    expect(routeKind('/robots.txt')).toBe('seo');
    expect(routeKind('/metrics')).toBe('operations');
    expect(routeKind('*')).toBe('other');
  });
});

describe('the operations step in the pipeline', () => {
  it('comes after the host check and the security headers, and before anything that caches or renders pages', () => {
    const names = pipeline.map((step) => step.name);
    const at = names.indexOf('operations');
    expect(at).toBeGreaterThan(names.indexOf('host check'));
    expect(at).toBeGreaterThan(names.indexOf('response headers'));
    for (const later of ['URL rules', 'static files', 'cached pages', 'Waku']) expect(at).toBeLessThan(names.indexOf(later));
  });
});
