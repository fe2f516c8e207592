import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMainApiCatalog } from '#src/features/pricing/tariffs/main-api-catalog.ts';
import { TariffsUnavailable, treatedAsEmpty } from '#src/features/pricing/tariffs/tariffs-unavailable.ts';

const preset = (id: number, location: string, price: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Plan ${id}`,
  location,
  price,
  price_hour: price / 730,
  cpu: 1,
  ram: 1024,
  disk: 25,
  bandwidth: 1,
  ...extra,
});

/** A fake provider API: answers per path from `answers`, counts calls, fails when the answer is an Error. */
const fakeApi = (answers: Record<string, unknown>) => {
  const calls: string[] = [];
  const fetch = async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    const answer = answers[new URL(url).pathname];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) return new Response('not found', { status: 404 });
    return Response.json(answer);
  };
  return { calls, fetch };
};

describe('catalog from the provider API (MAIN_API_URL)', () => {
  it('reads each preset group under its §7 key and maps it to the catalog shapes', async () => {
    const api = fakeApi({
      '/landing-api/servers/presets/': { server_presets: [preset(1, 'us-2', 4), preset(2, 'de-1', 5)] },
      '/landing-api/databases/presets/': {
        databases_presets: [
          preset(341, 'us-2', 4, { engine: 'mysql', type: 'mysql8' }),
          preset(9, 'us-2', 4, { engine: 'foxpro' }),
        ],
      },
      '/landing-api/apps/presets/': { frontend_presets: [preset(20, 'nl-1', 1)], backend_presets: [preset(21, 'nl-1', 3)] },
      '/landing-api/k8s/presets/': {
        k8s_presets: [preset(60, 'us-2', 10, { type: 'master' }), preset(61, 'us-2', 8, { type: 'pod' })],
      },
      '/landing-api/k8s/versions/': { k8s_versions: [{ id: 1, version: '1.33.5' }] },
      '/landing-api/k8s/network-drivers/': { network_drivers: [{ id: 1, name: 'kuberouter' }] },
    });
    const catalog = createMainApiCatalog({ baseUrl: 'https://api.example.test/', fetch: api.fetch, log: () => {} });
    expect((await catalog.serverPresets()).map((p) => [p.id, p.location, p.price])).toEqual([
      [1, 'us-2', 4],
      [2, 'de-1', 5],
    ]);
    expect(await catalog.databasePresets()).toMatchObject([{ id: 341, engine: 'mysql', type: 'mysql8' }]);
    expect((await catalog.appPresets()).map((p) => [p.id, p.type])).toEqual([
      [20, 'frontend'],
      [21, 'backend'],
    ]);
    expect((await catalog.k8sPresets()).map((p) => [p.id, p.type])).toEqual([[60, 'master']]);
    expect(await catalog.k8sVersions()).toEqual([{ id: 1, version: '1.33.5' }]);
    expect(await catalog.networkDrivers()).toEqual([{ id: 1, name: 'kuberouter' }]);
    expect(api.calls[0]).toBe('https://api.example.test/landing-api/servers/presets/');
  });

  it('drops malformed presets and unknown regions one by one, logging each, and keeps the rest', async () => {
    const logs: Record<string, unknown>[] = [];
    const api = fakeApi({
      '/landing-api/servers/presets/': {
        server_presets: [preset(1, 'us-2', 4), { id: 'x', name: 3 }, preset(3, 'mars-1', 4), preset(4, 'pl-1', 4)],
      },
    });
    const catalog = createMainApiCatalog({
      baseUrl: 'https://api.example.test',
      fetch: api.fetch,
      log: (e) => logs.push(e),
    });
    expect((await catalog.serverPresets()).map((p) => p.id)).toEqual([1, 4]);
    expect(logs).toEqual([expect.objectContaining({ level: 'warn', msg: 'catalog item dropped', what: 'server_presets' })]);
  });

  it('logs a failed fetch as an error and, with no earlier answer, says the list is unavailable, not empty (spec §8)', async () => {
    const logs: Record<string, unknown>[] = [];
    const api = fakeApi({
      '/landing-api/s3/presets/': new Error('502 Bad Gateway'),
      '/landing-api/balancers/presets/': 'oops',
      '/landing-api/apps/presets/': { frontend_presets: 'not a list' },
    });
    const catalog = createMainApiCatalog({
      baseUrl: 'https://api.example.test',
      fetch: api.fetch,
      log: (e) => logs.push(e),
    });
    await expect(catalog.storagePresets()).rejects.toBeInstanceOf(TariffsUnavailable);
    await expect(catalog.balancerPresets()).rejects.toBeInstanceOf(TariffsUnavailable);
    await expect(catalog.appPresets()).rejects.toBeInstanceOf(TariffsUnavailable);
    expect(logs.map((l) => [l.level, l.msg, l.path])).toEqual([
      ['error', 'tariff fetch failed', 's3/presets/'],
      ['error', 'tariff fetch failed', 'balancers/presets/'],
      ['error', 'tariff fetch failed', 'apps/presets/'],
    ]);
    // Readers without a failure message of their own treat it as empty.
    expect(await treatedAsEmpty(catalog.storagePresets())).toEqual([]);
  });

  it('keeps no failure: the next call asks again, and an answer then is the list', async () => {
    const answers: Record<string, unknown> = { '/landing-api/servers/presets/': new Error('connect ECONNREFUSED') };
    const api = fakeApi(answers);
    const catalog = createMainApiCatalog({ baseUrl: 'https://api.example.test', fetch: api.fetch, log: () => {} });
    await expect(catalog.serverPresets()).rejects.toBeInstanceOf(TariffsUnavailable);
    answers['/landing-api/servers/presets/'] = { server_presets: [preset(1, 'us-2', 4)] };
    expect((await catalog.serverPresets()).map((p) => p.id)).toEqual([1]);
    expect(api.calls).toHaveLength(2);
  });

  it('an answer without plans is an empty list, not a failure', async () => {
    const api = fakeApi({ '/landing-api/servers/presets/': { server_presets: [] }, '/landing-api/s3/presets/': {} });
    const catalog = createMainApiCatalog({ baseUrl: 'https://api.example.test', fetch: api.fetch, log: () => {} });
    expect(await catalog.serverPresets()).toEqual([]);
    expect(await catalog.storagePresets()).toEqual([]);
  });

  it('keeps an answer for the ttl, refreshes behind it, and serves the last good list when the refresh fails', async () => {
    let clock = 0;
    const answers: Record<string, unknown> = { '/landing-api/servers/presets/': { server_presets: [preset(1, 'us-2', 4)] } };
    const api = fakeApi(answers);
    const catalog = createMainApiCatalog({
      baseUrl: 'https://api.example.test',
      fetch: api.fetch,
      ttlMs: 60_000,
      now: () => clock,
      log: () => {},
    });
    await catalog.serverPresets();
    clock = 30_000;
    await catalog.serverPresets();
    expect(api.calls).toHaveLength(1);
    answers['/landing-api/servers/presets/'] = { server_presets: [preset(1, 'us-2', 5)] };
    clock = 61_000;
    expect((await catalog.serverPresets())[0]?.price).toBe(4);
    await new Promise((r) => setTimeout(r, 0));
    expect((await catalog.serverPresets())[0]?.price).toBe(5);
    answers['/landing-api/servers/presets/'] = new Error('down');
    clock = 130_000;
    await catalog.serverPresets();
    await new Promise((r) => setTimeout(r, 0));
    expect((await catalog.serverPresets())[0]?.price).toBe(5);
  });

  describe('against a slow upstream over HTTP', () => {
    let server: Server;
    let base = '';
    beforeAll(async () => {
      // Answers nothing within the time-out.
      server = createServer((_req, res) => setTimeout(() => res.end('{"server_presets":[]}'), 2_000));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      server.closeAllConnections();
      server.close();
    });

    it('gives up after the time-out: the list is unavailable', async () => {
      const logs: Record<string, unknown>[] = [];
      const catalog = createMainApiCatalog({ baseUrl: base, timeoutMs: 200, log: (e) => logs.push(e) });
      const started = performance.now();
      await expect(catalog.serverPresets()).rejects.toBeInstanceOf(TariffsUnavailable);
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(logs[0]).toMatchObject({ level: 'error', msg: 'tariff fetch failed' });
    });
  });
});
