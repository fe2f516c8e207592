import { describe, expect, it } from 'vitest';
import { landingApi } from '../../server/landing-api.ts';

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
    expect((apps.frontend_presets as Preset[]).every((p) => p.type === 'frontend' && p.location !== 'pl-1')).toBe(true);
  });

  it('narrows to one location and rejects an unknown one with 400', async () => {
    const { body } = await get('/landing-api/servers/presets/?location=nl-1');
    expect((body.server_presets as Preset[]).every((p) => p.location === 'nl-1')).toBe(true);
    const bad = await get('/landing-api/k8s/presets/?location=mars-1');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Unknown location');
  });

  it('answers unknown endpoints with a JSON 404, never a 500', async () => {
    expect((await get('/landing-api/servers/nope/')).status).toBe(404);
  });
});
