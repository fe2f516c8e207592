import { Hono } from 'hono/tiny';
import { describe, expect, it } from 'vitest';
import { health } from '#server/middleware/health.ts';
import { responseHeaders } from '#server/middleware/response-headers.ts';
import { pipeline } from '#server/pipeline.ts';

describe('/healthz (issue 30, item 12)', () => {
  it('says the process answers, and nothing about how long it has', async () => {
    const res = await health.request('http://localhost/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers inside the response headers step, so it carries the security headers', async () => {
    const names = pipeline.map((step) => step.name);
    expect(names.indexOf('health')).toBeGreaterThan(names.indexOf('response headers'));
    const app = new Hono();
    app.use(responseHeaders(0));
    app.route('/', health);
    const res = await app.request('http://localhost/healthz');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeTruthy();
  });
});
