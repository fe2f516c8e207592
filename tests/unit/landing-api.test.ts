import { describe, expect, it } from 'vitest';
import { landingApi } from '#server/landing-api.ts';

type Preset = { id: number; location: string; engine?: string; type?: string };
const get = async (path: string) => {
  const res = await landingApi.request(path);
  return { status: res.status, body: (await res.json()) as Record<string, Preset[] | string> };
};

describe('landing API', () => {
  it('answers every price list under the spec keys', async () => {
    const keys: [string, string[]][] = [
      ['/landing-api/servers/presets/', ['server_presets']],
      ['/landing-api/databases/presets/', ['databases_presets']],
      ['/landing-api/apps/presets/', ['frontend_presets', 'backend_presets']],
      ['/landing-api/balancers/presets/', ['balancers_presets']],
      ['/landing-api/s3/presets/', ['storages_presets']],
      ['/landing-api/k8s/presets/', ['k8s_presets']],
      ['/landing-api/k8s/versions/', ['k8s_versions']],
      ['/landing-api/k8s/network-drivers/', ['network_drivers']],
    ];
    for (const [path, expected] of keys) {
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      expect(Object.keys(body), path).toEqual(expected);
      for (const key of expected) expect((body[key] as Preset[]).length, `${path} ${key}`).toBeGreaterThan(0);
    }
  });

  it('applies the selling rules', async () => {
    const servers = (await get('/landing-api/servers/presets/')).body.server_presets as Preset[];
    expect(servers.some((p) => p.location === 'pl-1')).toBe(false);
    const databases = (await get('/landing-api/databases/presets/')).body.databases_presets as Preset[];
    expect(databases.some((p) => p.engine === 'mongodb' || p.location === 'pl-1' || p.location === 'de-1')).toBe(false);
    const apps = (await get('/landing-api/apps/presets/')).body;
    expect((apps.frontend_presets as Preset[]).length).toBeGreaterThan(0);
    expect((apps.frontend_presets as Preset[]).every((p) => p.type === 'frontend' && p.location !== 'pl-1')).toBe(true);
  });

  it('narrows to one location and rejects an unknown one with 400', async () => {
    const { body } = await get('/landing-api/servers/presets/?location=nl-1');
    expect((body.server_presets as Preset[]).length).toBeGreaterThan(0);
    expect((body.server_presets as Preset[]).every((p) => p.location === 'nl-1')).toBe(true);
    const bad = await get('/landing-api/k8s/presets/?location=mars-1');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Unknown location');
  });

  it('answers unknown endpoints with a JSON 404, never a 500', async () => {
    expect((await get('/landing-api/servers/nope/')).status).toBe(404);
  });
});

describe('cached content proxy', () => {
  const cached = async (url: string, path = '/landing-api/cached/get') => {
    const res = await landingApi.request(`${path}?url=${encodeURIComponent(url)}`);
    return {
      status: res.status,
      body: (await res.json()) as { cache_id?: string; params?: unknown; data?: unknown[]; error?: string },
    };
  };

  it('answers the landing pages, a landing FAQ, and five main-page tutorials and news with a cache id', async () => {
    const landings = await cached('items/landing_pages?locale=de');
    expect(landings.status).toBe(200);
    expect(landings.body.cache_id).toBe('landing_pages:de');
    expect(landings.body.data?.length).toBeGreaterThan(0);

    const faq = await cached('/items/faq?locale=en-us&landing_page=/products/kubernetes/', '/landing-api/cached/get/');
    expect(faq.status).toBe(200);
    expect(faq.body).toMatchObject({
      cache_id: 'faq:en-us:/products/kubernetes/',
      params: { locale: 'en-us', landingPage: '/products/kubernetes/' },
    });
    expect(faq.body.data?.length).toBeGreaterThan(0);

    const tutorials = await cached('items/tutorials?locale=en-us');
    expect(tutorials.body.data).toHaveLength(5);
    const news = await cached('items/news?locale=en-us&limit=3');
    expect(news.body.cache_id).toBe('news:en-us:3');
    expect(news.body.data).toHaveLength(3);
  });

  it('is never an open proxy: addresses, other calls and unknown parameters are 400 with a message', async () => {
    for (const url of [
      '',
      'https://evil.example/items/faq',
      '//evil.example/items/faq',
      '\\\\evil.example/items/faq',
      'javascript:alert(1)',
      'items/authors?locale=en-us',
      'items/faq/../authors',
      'items/faq?locale=en-us&filter[status]=draft',
      'items/news?limit=6',
      'items/news?limit=0',
      'items/tutorials?locale=xx',
      'items/faq?landing_page=https://evil.example/',
      // Names every object inherits are not content calls.
      'items/constructor',
      'items/__proto__',
      'items/constructor?locale=de',
      'items/__proto__?locale=de',
      'items/faq?constructor=1',
    ]) {
      const { status, body } = await cached(url);
      expect(status, url).toBe(400);
      expect(body.error, url).toMatch(/\w/);
    }
  });
});
