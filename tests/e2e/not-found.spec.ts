import { expect, test } from '@playwright/test';
import { catalog, localeCodes, locales } from './helpers.ts';

for (const locale of localeCodes) {
  const prefix = locale === 'en-us' ? '' : `/${locale}`;
  test(`unknown paths get the ${locale} not-found page with a 404, noindex`, async ({ page }) => {
    const t = catalog(locale, 'not-found');
    const response = await page.goto(`${prefix}/no-such-page-here/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locales[locale].iso);
    await expect(page.locator('h1')).toHaveText(t['notFound.heading'] as string);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const main = page.locator('main');
    for (const path of ['/', '/blog/', '/docs/']) {
      await expect(main.locator(`a[href="${prefix}${path}"]`).first()).toBeVisible();
    }
    await expect(main.locator(`a[href="${prefix}/contacts/"]`)).toBeVisible();
  });
}

test('the product cards: four link onward with View Plans, the rest carry no link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/missing/');
  for (const id of ['cloud', 'database', 'apps', 'kubernetes']) {
    await expect(page.locator(`[data-card="${id}"] a`)).toHaveCount(1);
    await expect(page.locator(`[data-card="${id}"] [data-cta]`)).toHaveText('View Plans');
  }
  for (const id of ['s3', 'shield', 'backup', 'image']) {
    await expect(page.locator(`[data-card="${id}"] a`)).toHaveCount(0);
  }
  await expect(page.locator('[data-card="cloud"]')).toContainText('from $4/mo');
  await expect(page.locator('[data-card="database"]')).toContainText('from $4/mo');
  await expect(page.locator('[data-card="apps"]')).toContainText('from $1/mo');
  await expect(page.locator('[data-card="s3"]')).toContainText('from $1/mo');
  for (const id of ['shield', 'backup', 'image']) await expect(page.locator(`[data-card="${id}"]`)).toContainText('Free');
});

test('the product cards write their starting prices the local way', async ({ page }) => {
  for (const [locale, price] of [
    ['de', 'ab 4 $/Monat'],
    ['fr', 'à partir de 4 $/mois'],
    ['pt-br', 'a partir de US$ 4/mês'],
  ] as const) {
    await page.goto(`/${locale}/missing/`);
    await expect(page.locator('[data-card="cloud"]')).toContainText(price);
  }
});

test('card buttons show at mobile widths only, and on hover on wide screens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/missing/');
  const cta = page.locator('[data-card="cloud"] [data-cta]');
  await expect(cta).toBeHidden();
  await page.locator('[data-card="cloud"]').hover();
  await expect(cta).toBeVisible();
  await page.setViewportSize({ width: 768, height: 900 });
  await page.mouse.move(0, 0);
  await expect(cta).toBeVisible();
  await page.setViewportSize({ width: 769, height: 900 });
  await expect(cta).toBeHidden();
});

test('the 404 page is not indexed off-production but is on the production host', async ({ request }) => {
  const off = await (await request.get('/missing/')).text();
  expect(off).toContain('<meta name="robots" content="noindex"/>');
  const prod = await (await request.get('/missing/', { headers: { host: 'nuvora.cloud' } })).text();
  expect(prod).not.toContain('noindex');
});
