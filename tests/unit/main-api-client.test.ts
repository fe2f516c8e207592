import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMainApi } from '#src/lib/main-api/main-api.ts';
import {
  reshapeAppPresets,
  reshapeDatabasePresets,
  reshapeEmailCheck,
  reshapeK8sPresets,
  reshapeK8sVersions,
  reshapePreset,
  reshapePresets,
  reshapeProfile,
  reshapeSmsToken,
} from '#src/lib/main-api/reshape.ts';
import { siteApi } from '#src/lib/main-api/site-api.ts';

const preset = (id: number, location: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Plan ${id}`,
  location,
  price: 73,
  ...extra,
});

describe('main API answers reshaped to the site types', () => {
  it('fills what a preset leaves out: the hourly price from the monthly one, absent figures as 0', () => {
    expect(reshapePreset(preset(1, 'us-2'))).toEqual({
      id: 1,
      name: 'Plan 1',
      location: 'us-2',
      price: 73,
      price_hour: 0.1,
      cpu: 0,
      ram: 0,
      disk: 0,
      bandwidth: 0,
    });
    expect(reshapePreset(preset(2, 'de-1', { price_hour: 0.2, cpu: 2, type: 'worker' }))).toMatchObject({
      price_hour: 0.2,
      cpu: 2,
      type: 'worker',
    });
  });

  it('drops malformed presets and unknown regions one by one, logging each malformed one', () => {
    const logs: Record<string, unknown>[] = [];
    const body = { server_presets: [preset(1, 'us-2'), { id: 'x' }, preset(3, 'mars-1'), preset(4, 'pl-1')] };
    expect(reshapePresets(body, 'server_presets', (e) => logs.push(e)).map((p) => p.id)).toEqual([1, 4]);
    expect(logs).toEqual([expect.objectContaining({ level: 'warn', msg: 'catalog item dropped', what: 'server_presets' })]);
  });

  it('an answer without the list is empty; an answer that is not an object, or a list that is not a list, fails', () => {
    const log = () => {};
    expect(reshapePresets({}, 'storages_presets', log)).toEqual([]);
    expect(reshapeK8sVersions({}, log)).toEqual([]);
    expect(() => reshapePresets('oops', 'storages_presets', log)).toThrow('expected a JSON object');
    expect(() => reshapePresets(null, 'storages_presets', log)).toThrow('expected a JSON object');
    expect(() => reshapeAppPresets({ frontend_presets: 'not a list' }, log)).toThrow('frontend_presets: expected a list');
  });

  it('keeps known database engines (version defaults to the engine), app kinds in order, and k8s masters and workers', () => {
    const log = () => {};
    const databases = { databases_presets: [preset(1, 'us-2', { engine: 'postgres' }), preset(2, 'us-2', { engine: 'foxpro' })] };
    expect(reshapeDatabasePresets(databases, log)).toMatchObject([{ id: 1, engine: 'postgres', type: 'postgres' }]);
    const apps = { backend_presets: [preset(2, 'nl-1')], frontend_presets: [preset(1, 'nl-1')] };
    expect(reshapeAppPresets(apps, log).map((p) => [p.id, p.type])).toEqual([
      [1, 'frontend'],
      [2, 'backend'],
    ]);
    const k8s = { k8s_presets: ['master', 'worker', 'pod', undefined].map((type, i) => preset(i, 'us-2', type ? { type } : {})) };
    expect(reshapeK8sPresets(k8s, log).map((p) => p.type)).toEqual(['master', 'worker']);
  });

  it('reads a profile (no avatar is null), an SMS token and an e-mail check, and rejects malformed ones', () => {
    expect(reshapeProfile({ id: 7, loginAlias: 'ann', email: 'ann@example.com' })).toEqual({
      id: 7,
      loginAlias: 'ann',
      email: 'ann@example.com',
      avatar: null,
    });
    expect(() => reshapeProfile({ id: '7', loginAlias: 'ann', email: 'ann@example.com' })).toThrow(/^profile: /);
    expect(reshapeSmsToken({ token: 'abc' })).toBe('abc');
    expect(() => reshapeSmsToken({ token: '' })).toThrow(/^sms token: /);
    expect(reshapeEmailCheck({ exists: true })).toBe(true);
    expect(reshapeEmailCheck({ exists: 'yes' })).toBe(false);
    expect(reshapeEmailCheck({})).toBe(false);
  });
});

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

describe('main API client against a fake provider over HTTP', () => {
  let server: Server;
  let base = '';
  const seen: Seen[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
          res.writeHead(status, { 'content-type': 'application/json', ...headers });
          res.end(JSON.stringify(value));
        };
        if (path === '/landing-api/servers/presets/') return json(200, { server_presets: [preset(1, 'us-2')] });
        if (path === '/landing-api/s3/presets/') return json(503, { error: 'down' });
        if (path === '/v1/profile') {
          if (req.headers.token === 'good')
            return json(200, { id: 1, loginAlias: 'ann', email: 'ann@example.com', avatar: null });
          if (req.headers.token === 'broken') return json(500, { error: 'boom' });
          return json(401, { error: 'unknown token' });
        }
        if (path === '/v1/auth/sms') return body.includes('"right"') ? json(200, { token: 't1' }) : json(403, {});
        if (path === '/v1/registration/email') return json(200, { exists: req.url?.includes('taken') });
        if (path === '/api/webmasters/visits') return json(201, {});
        if (path === '/slow') return void setTimeout(() => json(200, {}), 1_000);
        if (path === '/v1/dedicated/configuration/secondary_storage')
          return json(200, [], { 'x-secondary-storage-max-count': '3' });
        return json(404, { error: 'no such path' });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    seen.length = 0;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('asks the base URL (trailing slashes or not) with the Accept header, once: no retry', async () => {
    const api = createMainApi({ baseUrl: `${base}//` });
    expect((await api.serverPresets(() => {})).map((p) => p.id)).toEqual([1]);
    await expect(api.storagePresets(() => {})).rejects.toMatchObject({ status: 503 });
    expect(seen.map((s) => [s.method, s.url, s.headers.accept])).toEqual([
      ['GET', '/landing-api/servers/presets/', 'application/json'],
      ['GET', '/landing-api/s3/presets/', 'application/json'],
    ]);
  });

  it('reads the profile with the token header, form-encoded; a rejected token is signed out, a failure throws', async () => {
    const api = createMainApi({ baseUrl: base });
    expect(await api.profile('good')).toMatchObject({ id: 1, email: 'ann@example.com' });
    expect(seen[0]?.headers).toMatchObject({ token: 'good', 'content-type': 'application/x-www-form-urlencoded' });
    expect(await api.profile('expired')).toBeNull();
    await expect(api.profile('broken')).rejects.toMatchObject({ status: 500 });
  });

  it('exchanges SMS credentials for a token, and never puts the password in its error', async () => {
    const api = createMainApi({ baseUrl: base });
    expect(await api.tokenForSms({ username: 'ann', password: 'right', smsHash: 'h' } as never)).toBe('t1');
    expect(seen[0]).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(await api.tokenForSms({ username: 'ann', password: 'wrong', smsHash: 'h' } as never)).toBeNull();
    const down = createMainApi({ baseUrl: 'http://127.0.0.1:9' });
    const error = await down
      .tokenForSms({ username: 'ann', password: 'secret-pw', smsHash: 'h' } as never)
      .catch((e: Error) => e);
    expect(String(error)).toMatch(/sms sign-in failed .*no answer/);
    expect(String(error)).not.toContain('secret-pw');
  });

  it('checks an e-mail address by query, and posts a referral visit with its idempotency key', async () => {
    const api = createMainApi({ baseUrl: base });
    expect(await api.emailRegistered('taken@example.com')).toBe(true);
    expect(await api.emailRegistered('free@example.com')).toBe(false);
    expect(seen[0]?.url).toBe('/v1/registration/email?email=taken@example.com');
    await api.recordWebmasterVisit({ wmid: 'w1', bannerID: 'b2' }, 'sub-1');
    expect(seen[2]).toMatchObject({ method: 'POST', url: '/api/webmasters/visits', headers: { 'idempotency-key': 'sub-1' } });
    expect(JSON.parse(seen[2]?.body ?? '')).toEqual({ wmid: 'w1', bannerID: 'b2' });
  });

  it('forwards a path as it is answered, error statuses and headers included', async () => {
    const api = createMainApi({ baseUrl: base });
    const ok = await api.forward('/v1/dedicated/configuration/secondary_storage?cpu_id=1&memory_id=2');
    expect([ok.status, ok._data, ok.headers.get('x-secondary-storage-max-count')]).toEqual([200, '[]', '3']);
    expect(seen[0]?.url).toBe('/v1/dedicated/configuration/secondary_storage?cpu_id=1&memory_id=2');
    const missing = await api.forward('/v2/nothing');
    expect([missing.status, missing._data]).toEqual([404, '{"error":"no such path"}']);
  });

  it('gives up after the time-out', async () => {
    const api = createMainApi({ baseUrl: base, timeoutMs: 100 });
    const started = performance.now();
    await expect(api.forward('/slow')).rejects.toThrow(/timeout/i);
    expect(performance.now() - started).toBeLessThan(900);
  });
});

describe("the browser's client of the site's price routes", () => {
  const requested: string[] = [];
  const answers: Record<string, { status?: number; body: unknown; headers?: Record<string, string> }> = {};
  beforeAll(() => {
    vi.stubGlobal('fetch', async (input: string) => {
      requested.push(String(input));
      const answer = answers[String(input)] ?? { status: 404, body: {} };
      return Response.json(answer.body, { status: answer.status ?? 200, headers: answer.headers ?? {} });
    });
  });
  afterEach(() => {
    requested.length = 0;
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it("calls the site's own paths, with each step's choices, and unwraps the answers", async () => {
    answers['/landing-api/servers/presets/?location=us-2'] = { body: { server_presets: [preset(1, 'us-2')] } };
    answers['/landing-api/k8s/versions/'] = { body: { k8s_versions: [{ id: 1, version: '1.33' }] } };
    answers['/v1/dedicated/configuration/secondary_storage?cpu_id=1&memory_id=2&primary_storage_id=3'] = {
      body: [{ id: 4, description: 'SSD', price: 5 }],
      headers: { 'x-secondary-storage-max-count': '2' },
    };
    answers[
      '/v1/dedicated/configuration/cost?cpu_id=1&memory_id=2&primary_storage_id=3&secondary_storage_id=4&secondary_storage_id=4&service_id=9'
    ] = { body: { total_cost: 42 } };
    answers['/v1.1/registration/servers'] = { body: { body: [{ id: 174 }] } };

    expect((await siteApi.landing.serverPresets('us-2')).map((p) => p.id)).toEqual([1]);
    expect(await siteApi.landing.k8sVersions()).toEqual([{ id: 1, version: '1.33' }]);
    expect(await siteApi.dedicated.secondaryStorage(1, 2, 3)).toEqual({
      options: [{ id: 4, description: 'SSD', price: 5 }],
      maxCount: 2,
    });
    expect(await siteApi.dedicated.cost(1, 2, 3, [4, 4], [9])).toBe(42);
    expect(await siteApi.registrationServers()).toEqual([{ id: 174 }]);
    expect(requested.every((url) => url.startsWith('/'))).toBe(true);
  });

  it('retries a failed request once before the visitor sees an error', async () => {
    answers['/v1/dedicated/configuration/cpu'] = { status: 502, body: {} };
    await expect(siteApi.dedicated.cpus()).rejects.toMatchObject({ status: 502 });
    expect(requested).toEqual(['/v1/dedicated/configuration/cpu', '/v1/dedicated/configuration/cpu']);
  });
});
