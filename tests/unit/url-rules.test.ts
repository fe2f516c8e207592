import { describe, expect, it } from 'vitest';
import { localeCodes, localePrefix } from '#intl/locales.ts';
import { legacyRedirects } from '#server/legacy-redirects.ts';
import { canonicalPath, isProductionAlias, resolveRedirect } from '#server/url-rules.ts';
import { isSameSitePath } from '#src/lib/same-site-path.ts';

describe('canonical URLs', () => {
  it('adds the trailing slash and keeps the query', async () => {
    expect(await resolveRedirect('/about-us', '?a=1')).toBe('/about-us/?a=1');
  });

  it('lowercases paths in one hop, slash included', async () => {
    expect(await resolveRedirect('/About-Us/', '')).toBe('/about-us/');
    expect(await resolveRedirect('/de/Pricing', '')).toBe('/de/pricing/');
  });

  it('leaves canonical pages, files and technical paths alone', async () => {
    for (const path of ['/', '/about-us/', '/de/', '/robots.txt', '/assets/index-AbC.js', '/RSC/R/about-us.txt', '/healthz']) {
      expect(await resolveRedirect(path, '')).toBeNull();
    }
  });

  it('keeps percent-escapes as they are while lowercasing the rest', () => {
    expect(canonicalPath('/Caf%C3%A9')).toBe('/caf%C3%A9/');
  });

  it('sends a directory index file to the directory URL, query kept', async () => {
    expect(await resolveRedirect('/pricing/index.html', '')).toBe('/pricing/');
    expect(await resolveRedirect('/docs/index.html', '?a=1')).toBe('/docs/?a=1');
    expect(await resolveRedirect('/de/pricing/index.html', '')).toBe('/de/pricing/');
    expect(await resolveRedirect('/docs/vpc/index.htm', '')).toBe('/docs/vpc/');
    expect(await resolveRedirect('/Pricing/INDEX.html', '')).toBe('/pricing/');
  });

  it("treats the production host's www. twin as the production host, not a foreign one", () => {
    expect(isProductionAlias('www.nuvora.cloud', 'nuvora.cloud')).toBe(true);
    expect(isProductionAlias('nuvora.cloud', 'www.nuvora.cloud')).toBe(true);
    expect(isProductionAlias('nuvora.cloud', 'nuvora.cloud')).toBe(false);
    expect(isProductionAlias('www.nuvora.cloud.example', 'nuvora.cloud')).toBe(false);
    expect(isProductionAlias('preview.nuvora.cloud', 'nuvora.cloud')).toBe(false);
    expect(isProductionAlias(undefined, 'nuvora.cloud')).toBe(false);
  });

  it('sends the unprefixed default locale to its real path', async () => {
    expect(await resolveRedirect('/en-us/pricing/', '')).toBe('/pricing/');
    expect(await resolveRedirect('/en-us/', '')).toBe('/');
  });
});

describe('legacy redirects', () => {
  const cases: [string, string][] = [
    ['/index/', '/'],
    ['/index.html', '/'],
    ['/home/', '/'],
    ['/cloud_server/', '/products/cloud-server/'],
    ['/cloud-server/', '/products/cloud-server/'],
    ['/products/vps_ubuntu/', '/products/vps-ubuntu/'],
    ['/paas/', '/products/app-platform/'],
    ['/pricing/website-hosting-cost/', '/pricing/'],
    ['/docs/s3/', '/docs/'],
    ['/docs/dbaas/mysql/backups/', '/docs/'],
  ];

  for (const locale of localeCodes) {
    it(`applies every rule under the ${locale} prefix`, async () => {
      const prefix = localePrefix(locale);
      for (const [from, to] of cases) {
        expect(await resolveRedirect(`${prefix}${from}`, '')).toBe(`${prefix}${to}`);
      }
    });
  }

  it('keeps the query of /app-platform/?type=…', async () => {
    expect(await resolveRedirect('/app-platform/', '?type=frontend')).toBe('/products/app-platform/?type=frontend');
    expect(await resolveRedirect('/nl/app-platform/', '?type=backend')).toBe('/nl/products/app-platform/?type=backend');
  });

  it('never points a rule at another rule (one hop at most)', async () => {
    for (const rule of legacyRedirects) {
      expect(await resolveRedirect(rule.to, '')).toBeNull();
    }
  });

  it('asks extra sources such as docs redirects, and trusts only local paths', async () => {
    const source = async (path: string) =>
      ({ '/docs/old-page/': '/docs/cloud-servers/create-server/', '/docs/evil/': '//evil.example/' })[path];
    expect(await resolveRedirect('/de/docs/old-page/', '', [source])).toBe('/de/docs/cloud-servers/create-server/');
    expect(await resolveRedirect('/docs/evil/', '', [source])).toBeNull();
  });
});

describe('former modal names', () => {
  it('301 a deep link with a modal’s former name to its current one, keeping the rest of the query', async () => {
    expect(await resolveRedirect('/faq/', '?modal=sending-message')).toBe('/faq/?modal=contact-message');
    expect(await resolveRedirect('/de/partners/', '?utm_source=mail&modal=consultation')).toBe(
      '/de/partners/?utm_source=mail&modal=schedule-consultation',
    );
    expect(await resolveRedirect('/about-us/', '?modal=consultation-short')).toBe('/about-us/?modal=schedule-consultation-short');
    expect(await resolveRedirect('/faq/', '?modal=contact-message')).toBeNull();
  });
});

describe('no open redirects', () => {
  // Each hostile path with what it must become: a same-site path, or no redirect at all (null).
  const hostile: [string, string | null][] = [
    ['//evil.example/', '/evil.example/'],
    ['//evil.example', '/evil.example/'],
    ['/\\evil.example/', '/evil.example/'],
    ['\\\\evil.example/', '/evil.example/'],
    ['/%2F%2Fevil.example/', null],
    ['///evil.example//x', '/evil.example/x/'],
    ['/de//evil.example/', '/de/evil.example/'],
  ];
  for (const [path, expected] of hostile) {
    it(`keeps ${JSON.stringify(path)} on this site`, async () => {
      const target = await resolveRedirect(path, '');
      expect(target).toBe(expected);
      // Runs for every answer (so a table edited to an off-site target fails too): none, or a local path on this host.
      const onSite =
        target === null || (isSameSitePath(target) && new URL(target, 'https://site.example').host === 'site.example');
      expect(onSite, `${path} → ${target}`).toBe(true);
    });
  }
});
