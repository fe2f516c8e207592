import { describe, expect, it } from 'vitest';
import { s3Services, vdsList } from '#src/features/pricing/rules/preset-rules.ts';
import { createRegistrationCatalog } from '#src/features/pricing/tariffs/registration-catalog.ts';

describe('registration presets shown on the site', () => {
  it('embedded: the VDS list without HDD and MaxBot, by discount, with its three marks', async () => {
    const list = vdsList(await createRegistrationCatalog(undefined).vdsPresets());
    const names = list.map((p) => p.name);
    expect(names).not.toContain('MaxBot');
    expect(names).not.toContain('Euro Storage');
    expect(list.every((p) => p.active && !p.tags.includes('hdd'))).toBe(true);
    expect(list.map((p) => p.discount_value)).toEqual([...list.map((p) => p.discount_value)].sort((a, b) => a - b));
    expect(Object.fromEntries(list.filter((p) => p.mark).map((p) => [p.name, p.mark]))).toEqual({
      'Cloud M': 'popular',
      'Cloud L': 'advice',
      'Cloud Promo': 'promo',
    });
  });

  it('embedded: the S3 services of each class, smallest disk first', async () => {
    const services = await createRegistrationCatalog(undefined).additionalServices();
    expect(s3Services(services, 's3_standard').map((s) => s.service_type_info.disk_size)).toEqual([50, 250, 1000]);
    expect(s3Services(services, 's3_cold').map((s) => s.name)).toEqual(['S3 Cold 1 TB']);
  });

  it('from the billing API: asks for the site tag, drops malformed items, and treats a failure as empty', async () => {
    const asked: string[] = [];
    const good = {
      id: 7,
      name: 'Cloud M',
      active: true,
      tags: ['site'],
      cpu: 2,
      ram: 2048,
      drive: 40,
      default_bandwidth: 2,
      price: 8,
      discount_value: 1,
      node_configuration: { cpu_frequency: 3, disk_type: 'NVMe', cpu_vendor: 'AMD' },
    };
    const fetch = (async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      asked.push(url);
      if (url.includes('/v2/vds/presets')) {
        return new Response(JSON.stringify({ body: [good, { id: 'x' }] }), { headers: { 'content-type': 'application/json' } });
      }
      return new Response('down', { status: 503 });
    }) as typeof globalThis.fetch;
    const catalog = createRegistrationCatalog('https://api.example', fetch);
    expect(await catalog.vdsPresets()).toEqual([good]);
    expect(asked.some((u) => u.endsWith('/v2/vds/presets?tags=site'))).toBe(true);
    expect(await catalog.additionalServices()).toEqual([]);
  });
});
