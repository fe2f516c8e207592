import { expect, test } from '@playwright/test';
import { siteConfig } from '#src/lib/site-config.ts';
import { localeCodes } from './helpers.ts';

const expectRedirect = async (
  request: import('@playwright/test').APIRequestContext,
  from: string,
  status: number,
  to: string,
  headers: Record<string, string> = {},
) => {
  const res = await request.get(from, { maxRedirects: 0, headers });
  expect.soft(res.status(), from).toBe(status);
  expect.soft(res.headers().location, from).toBe(to);
};

test('trailing slash and lowercase', async ({ request }) => {
  await expectRedirect(request, '/about-us', 301, '/about-us/');
  await expectRedirect(request, '/About-Us/', 301, '/about-us/');
  await expectRedirect(request, '/de/Pricing/', 301, '/de/pricing/');
  await expectRedirect(request, '/pricing?plan=a', 301, '/pricing/?plan=a');
});

for (const locale of localeCodes) {
  const p = locale === 'en-us' ? '' : `/${locale}`;
  test(`legacy redirects under ${p || 'no prefix'}`, async ({ request }) => {
    await expectRedirect(request, `${p}/index/`, 301, `${p}/`);
    await expectRedirect(request, `${p}/home/`, 301, `${p}/`);
    await expectRedirect(request, `${p}/cloud_server/`, 301, `${p}/products/cloud-server/`);
    await expectRedirect(request, `${p}/kubernetes/`, 301, `${p}/products/kubernetes/`);
    await expectRedirect(request, `${p}/paas/`, 301, `${p}/products/app-platform/`);
    await expectRedirect(request, `${p}/pricing/website-hosting-cost/`, 301, `${p}/pricing/`);
    await expectRedirect(request, `${p}/docs/s3/`, 301, `${p}/docs/`);
    await expectRedirect(request, `${p}/docs/dbaas/`, 301, `${p}/docs/`);
    await expectRedirect(request, `${p}/app-platform/?type=frontend`, 301, `${p}/products/app-platform/?type=frontend`);
    await expectRedirect(request, `${p}/app-platform/?type=backend`, 301, `${p}/products/app-platform/?type=backend`);
  });
}

test('use_lang sends unprefixed pages to the remembered language (302)', async ({ request }) => {
  await expectRedirect(request, '/pricing/', 302, '/fr/pricing/', { cookie: 'use_lang=fr' });
  await expectRedirect(request, '/', 302, '/pt-br/', { cookie: 'use_lang=pt-br' });
  const stay = await request.get('/pricing/', { maxRedirects: 0, headers: { cookie: 'use_lang=en-us' } });
  expect(stay.status()).toBe(200);
});

test('a missing translation 301s to the default-locale page', async ({ request }) => {
  await expectRedirect(request, '/es/vps/promo/try100/', 301, '/vps/promo/try100/');
  await expectRedirect(request, '/de/vps/promo/fast20/', 301, '/vps/promo/fast20/');
  expect((await request.get('/de/vps/promo/try100/', { maxRedirects: 0 })).status()).toBe(200);
});

test('the default locale has no prefix', async ({ request }) => {
  await expectRedirect(request, '/en-us/pricing/', 301, '/pricing/');
});

test('never redirects off-site', async ({ request, baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  // Each hostile path with the answer it gets. The client sends `/\` as `//` (URL parsing), so that case is `//` again.
  const cases: [path: string, status: number, location: string | undefined][] = [
    ['//evil.example/', 301, '/evil.example/'],
    ['//evil.example', 301, '/evil.example/'],
    ['/\\evil.example/', 301, '/evil.example/'],
    ['/%2F%2Fevil.example/', 404, undefined],
    ['///evil.example/x', 301, '/evil.example/x/'],
  ];
  for (const [path, status, to] of cases) {
    const res = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    const location = res.headers().location;
    expect.soft(res.status(), path).toBe(status);
    expect.soft(location, path).toBe(to);
    // Checked for every answer, whatever the table says: no Location, or a local path on this very origin.
    const onSite =
      location === undefined ||
      (location.startsWith('/') &&
        !location.startsWith('//') &&
        !location.includes('\\') &&
        new URL(location, origin).origin === origin);
    expect.soft(onSite, `${path} → ${location}`).toBe(true);
  }
});

test('a directory index file 301s to the directory URL, query kept (one URL per page)', async ({ request }) => {
  await expectRedirect(request, '/pricing/index.html', 301, '/pricing/');
  await expectRedirect(request, '/docs/index.html?ref=a', 301, '/docs/?ref=a');
  await expectRedirect(request, '/de/pricing/index.html', 301, '/de/pricing/');
  await expectRedirect(request, '/index.html', 301, '/');
});

test("the production host's www. twin 301s to SITE_URL, path and query kept", async ({ request }) => {
  const host = new URL(siteConfig.siteUrl).host;
  const www = { host: `www.${host}` };
  await expectRedirect(request, '/pricing/?plan=a', 301, `${siteConfig.siteUrl}/pricing/?plan=a`, www);
  await expectRedirect(request, '/de/docs/', 301, `${siteConfig.siteUrl}/de/docs/`, www);
  // Twice: the second request would be the one a hot path could answer from memory.
  await expectRedirect(request, '/de/docs/', 301, `${siteConfig.siteUrl}/de/docs/`, www);
  const production = await request.get('/pricing/', { maxRedirects: 0, headers: { host } });
  expect(production.status()).toBe(200);
});
