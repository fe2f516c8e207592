import { expect, type Page, test } from '@playwright/test';
import { catalog, hydrated } from './helpers.ts';

const visiblePlans = (page: Page) => page.locator('[data-layout="table"]:visible tr[data-plan]');

test.describe('product landings', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the Kubernetes page shows exactly five tariffs in each region', async ({ page }) => {
    await page.goto('/products/kubernetes/');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(5);
    for (const name of ['New York', 'Warsaw']) {
      await tabs.filter({ hasText: name }).click();
      await expect(visiblePlans(page)).toHaveCount(5);
    }
    await expect(page.locator('[data-price]:visible').first()).toHaveText(/^\$18\/mo$/);
  });

  test('location pages show only their region', async ({ page }) => {
    await page.goto('/products/vps-frankfurt/');
    await expect(page.getByRole('tab')).toHaveText(['Frankfurt']);
    await page.goto('/products/vps-usa/');
    await expect(page.getByRole('tab')).toHaveText(['New York', 'Miami']);
  });

  test('database pages show their engine, never MongoDB or the PL and DE regions', async ({ page }) => {
    await page.goto('/products/postgresql/');
    await expect(page.getByRole('tab')).toHaveText(['New York', 'Miami', 'Amsterdam']);
    const names = await visiblePlans(page).locator('> :first-child').allTextContents();
    expect(names.length).toBe(4);
    // Named by engine and version (issue 24 item 6), the default preset marked.
    for (const name of names) expect(name).toMatch(/^PostgreSQL 17/);
    expect(await page.content()).not.toContain('mongodb');
  });

  test('the monthly/hourly switch changes the shown prices', async ({ page }) => {
    await page.goto('/products/cloud-server/');
    // The switch is a client island: a click before hydration changes nothing.
    await hydrated(page);
    const first = page.locator('[data-layout="table"]:visible [data-price]').first();
    await expect(first).toHaveText('$4/mo');
    await page.getByRole('radio', { name: 'Hourly' }).check();
    await expect(first).toHaveText('$0.0055/hr');
  });

  test('a plan orders through the control panel with the product as service data', async ({ page }) => {
    await page.goto('/products/s3-storage/');
    const order = page.locator('[data-layout="table"]:visible tr[data-plan] a').first();
    await expect(order).toHaveAttribute('href', /\/signup\?service=s3-storage&plan=\d+$/);
  });

  test('the German landing is German, with its prices', async ({ page }) => {
    await page.goto('/de/products/vps-germany/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('h1')).toHaveText(catalog('de', 'products/vps-germany')['hero.heading'] as string);
    await expect(page.locator('#plans h2')).toHaveText(catalog('de', 'products/vps-germany')['plans.heading'] as string);
    await expect(page.getByRole('tab')).toHaveText(['Frankfurt']);
    await expect(page.locator('[data-layout="table"]:visible [data-price]').first()).toHaveText('4 $/Monat');
  });
});

test.describe('pricing page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('has a tab per product group; Kubernetes shows exactly five tariffs per region', async ({ page }) => {
    await page.goto('/pricing/');
    // The page paints before it hydrates: the tabs switch once React is in.
    await hydrated(page);
    const groups = page.getByRole('tablist', { name: 'Products' }).getByRole('tab');
    await expect(groups).toHaveText([
      'Cloud servers',
      'Databases',
      'App platform',
      'Load balancers',
      'S3 storage',
      'Kubernetes',
      'Dedicated servers',
    ]);
    await groups.filter({ hasText: 'Kubernetes' }).click();
    const k8s = page.locator('[data-group="kubernetes"]');
    await expect(k8s.locator('[data-layout="table"]:visible tr[data-plan]')).toHaveCount(5);
    await k8s.getByRole('tab', { name: 'Warsaw' }).click();
    await expect(k8s.locator('[data-layout="table"]:visible tr[data-plan]')).toHaveCount(5);
  });

  test('servers, apps and balancers are not offered in Warsaw; databases neither in Frankfurt', async ({ page }) => {
    await page.goto('/pricing/');
    await hydrated(page);
    const groups = page.getByRole('tablist', { name: 'Products' });
    const locations = (group: string) => page.locator(`[data-group="${group}"] [role="tab"]`);
    for (const [group, name] of [
      ['servers', 'Cloud servers'],
      ['apps', 'App platform'],
      ['balancers', 'Load balancers'],
    ]) {
      await groups.getByRole('tab', { name }).click();
      await expect(locations(group as string)).not.toHaveCount(0);
      await expect(locations(group as string).filter({ hasText: 'Warsaw' })).toHaveCount(0);
    }
    await groups.getByRole('tab', { name: 'Databases' }).click();
    await expect(locations('databases')).toHaveText(['New York', 'Miami', 'Amsterdam']);
  });

  // The first server plan in New York: $4 a month, $0.0055 an hour, each written the local way.
  for (const [locale, monthly, hourly] of [
    ['de', '4 $/Monat', '0,0055 $/Std.'],
    ['fr', '4 $/mois', '0,0055 $/h'],
    ['pt-br', 'US$ 4/mês', 'US$ 0,0055/h'],
  ] as const) {
    test(`the ${locale} price tables write money the local way`, async ({ page }) => {
      await page.goto(`/${locale}/pricing/`);
      await hydrated(page);
      const servers = page.locator('[data-group="servers"]');
      const first = servers.locator('[data-layout="table"]:visible [data-price]').first();
      await expect(first).toHaveText(monthly);
      await servers.getByRole('radio', { name: catalog(locale, 'pricing').hourly as string }).check();
      await expect(first).toHaveText(hourly);
    });
  }
});
