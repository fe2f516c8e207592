import { expect, test } from '@playwright/test';
import { catalog, decodeEntities, hydrated, visibleText } from './helpers.ts';

const page = async (request: import('@playwright/test').APIRequestContext, url: string) => {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return res.text();
};

/** The markup of the element carrying `attribute`, up to the end of its section. */
const sectionOf = (html: string, attribute: string) => {
  const start = html.indexOf(attribute);
  expect(start, attribute).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', html.indexOf('</table>', start)));
};

test('the VDS preset list shows its popular, advice and promo marks, without HDD presets or MaxBot', async ({ request }) => {
  for (const locale of ['en-us', 'de'] as const) {
    const t = catalog(locale, 'pricing');
    const prefix = locale === 'en-us' ? '' : `/${locale}`;
    const list = visibleText(
      `<body>${sectionOf(await page(request, `${prefix}/products/vds-server-hosting/`), 'data-vds-plans')}`,
    );
    expect(list).toContain(t['vds.heading']);
    expect(list).toContain(`Cloud M ${t['badge.popular']}`);
    expect(list).toContain(`Cloud L ${t['badge.advice']}`);
    expect(list).toContain(`Cloud Promo ${t['badge.promo']}`);
    expect(list).not.toContain('MaxBot');
    expect(list).not.toContain('Euro Storage');
  }
});

test('the S3 services of the registration API are listed per class, smallest first', async ({ request }) => {
  const t = catalog('fr', 'pricing');
  const html = await page(request, '/fr/products/s3-storage/');
  // One table per class, each in its own region: the list runs from its heading to the page's end.
  const list = visibleText(`<body>${html.slice(html.indexOf('data-s3-services'))}`);
  expect(list).toContain(t['s3.group.s3_standard']);
  expect(list).toContain(t['s3.group.s3_cold']);
  const order = ['S3 Standard 50 GB', 'S3 Standard 250 GB', 'S3 Standard 1 TB'].map((name) => list.indexOf(name));
  expect(order.every((i) => i >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
});

test('database price rows name the engine and its version, and mark the default preset', async ({ request }) => {
  const text = visibleText(await page(request, '/products/cloud-database/'));
  expect(text).toContain('MySQL 8.4');
  expect(text).toContain('PostgreSQL 17');
  expect(text).toContain(catalog('en-us', 'pricing')['badge.default']);
  expect(text).not.toMatch(/\b(mysql|postgres|redis) \d\b/);
});

test('Kubernetes tariffs show their version and network driver and carry both in the order link', async ({ request }) => {
  const html = await page(request, '/de/products/kubernetes/');
  expect(visibleText(html)).toContain('Cluster laufen mit Kubernetes 1.34.1 und dem Netzwerktreiber kuberouter.');
  const orders = [...html.matchAll(/href="([^"]*\/signup\?[^"]*plan=[^"]*)"/g)].map((m) => decodeEntities(m[1] as string));
  expect(orders.length).toBeGreaterThan(0);
  for (const href of orders) {
    const query = new URL(href).searchParams;
    expect(query.get('service')).toBe('kubernetes');
    expect(query.get('version')).toBe('1.34.1');
    expect(query.get('network_driver')).toBe('kuberouter');
  }
});

test('/products/app-platform/?type=backend opens on backend apps; without it, frontend', async ({ page }) => {
  const t = catalog('en-us', 'pricing');
  await page.goto('/products/app-platform/?type=backend');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: t['appKind.backend'] })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#plans-backend')).toBeVisible();
  await expect(page.locator('#plans-frontend')).toBeHidden();
  await page.goto('/products/app-platform/?type=frontend');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: t['appKind.frontend'] })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#plans-frontend')).toBeVisible();
  await expect(page.locator('#plans-backend')).toBeHidden();
});
