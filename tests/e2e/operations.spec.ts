import { expect, test } from '@playwright/test';

// /readyz and /metrics of the production build (issue 28, item 5), asked from this machine (loopback,
// not forwarded), as a probe or a local Prometheus would.

/** The value of one series in a Prometheus exposition (0 when absent). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

test('/readyz reports the outbox and the upstreams, and is never cached', async ({ request }) => {
  const res = await request.get('/readyz');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  const report = await res.json();
  expect(report).toMatchObject({
    status: 'ready',
    problems: [],
    outbox: { delivering: false, backlog: expect.any(Number), failed: 0 },
    content: { source: 'files' },
    mainApi: { configured: false },
  });
  // Asked from behind a proxy, the details are not given.
  expect(await (await request.get('/readyz', { headers: { 'x-forwarded-for': '203.0.113.9' } })).json()).toEqual({
    status: 'ready',
  });
});

test('/metrics counts what the site answered, the hot path and the render cache included', async ({ request }) => {
  const before = await (await request.get('/metrics')).text();
  // A prerendered page twice (the second is a hot-path replay), a docs page twice (a render, then a hit).
  for (const path of ['/pricing/', '/pricing/', '/docs/cloud-servers/create-server/', '/docs/cloud-servers/create-server/'])
    expect((await request.get(path)).status()).toBe(200);
  const res = await request.get('/metrics');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(res.headers()['cache-control']).toBe('no-store');
  const after = await res.text();
  const grew = (series: string) => sample(after, series) - sample(before, series);
  expect(grew('site_http_requests_total{route_kind="page",status="200"}')).toBeGreaterThanOrEqual(4);
  expect(grew('site_hot_path_lookups_total{outcome="hit"}')).toBeGreaterThanOrEqual(1);
  expect(
    grew('site_render_cache_lookups_total{outcome="hit"}') + grew('site_hot_path_lookups_total{outcome="hit"}'),
  ).toBeGreaterThanOrEqual(2);
  expect(sample(after, 'site_outbox_backlog')).toBeGreaterThanOrEqual(0);
  for (const series of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes'])
    expect(sample(after, series)).toBeGreaterThan(0);
  expect(after).toContain('site_page_render_duration_seconds_count');
});

test('/metrics is a 404 to a forwarded request without the token, and a bad Host is a 400 there too', async ({ request }) => {
  expect((await request.get('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status()).toBe(404);
  expect((await request.get('/metrics', { headers: { host: 'foo.123' } })).status()).toBe(400);
});
