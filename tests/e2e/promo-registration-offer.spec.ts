import { expect, test } from '@playwright/test';
import { catalog } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('the promo page offers the RU/PL plans in roubles with terms, add-ons and totals', async ({ page }) => {
  await page.goto('/vps/promo/try100/');
  const offer = page.locator('[data-registration]');
  const business = offer.locator('[data-tariff="174"]');
  await expect(offer.getByRole('tab', { name: 'Russia' })).toHaveAttribute('aria-selected', 'true');
  // 12 months by default: 1 490 × 0.9 = 1 341
  await expect(business.locator('[data-monthly]')).toHaveText('1 341 ₽ per month');
  await expect(business.locator('[data-total]')).toHaveText('16 092 ₽ for 12 months');
  await offer.getByRole('radio', { name: /24 months/ }).check();
  await expect(business.locator('[data-monthly]')).toHaveText('1 117 ₽ per month');
  await expect(business.locator('[data-total]')).toHaveText('26 808 ₽ for 24 months');
  await business.getByRole('checkbox', { name: /Backups/ }).check();
  await expect(business.locator('[data-monthly]')).toHaveText('1 266 ₽ per month');
  await expect(offer.locator('[data-tariff="172"] [data-old-price]')).toHaveText('Was 649 ₽');

  await offer.getByRole('tab', { name: 'Poland' }).click();
  await expect(offer.locator('[data-term-note]')).toHaveText('The Polish offer is billed monthly.');
  await expect(offer.getByRole('radio')).toHaveCount(0);
  await expect(offer.locator('[data-tariff="177"] [data-total]')).toHaveText('599 ₽ for 1 month');
  await expect(offer.locator('[data-tariff="174"]')).toHaveCount(0);
});

test('roubles keep a space between thousands in every language, and it does not break', async ({ page }) => {
  await page.goto('/de/vps/promo/try100/');
  const business = page.locator('[data-registration] [data-tariff="174"]');
  await expect(business.locator('[data-monthly]')).toHaveText('1 341 ₽ pro Monat');
  expect(await business.locator('[data-monthly]').textContent()).toBe('1\u00a0341\u00a0₽ pro Monat');
  await page.goto('/fr/vps/promo/try100/');
  await expect(page.locator('[data-registration] [data-tariff="174"] [data-total]')).toHaveText('16 092 ₽ pour 12 mois');
});

test('a failed plan load says so and offers a retry', async ({ page }) => {
  // The widget retries once by itself, so the first two answers fail.
  let calls = 0;
  await page.route('**/v1.1/registration/servers', (route) =>
    ++calls <= 2 ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
  );
  await page.goto('/vps/promo/fast20/');
  const offer = page.locator('[data-registration]');
  await expect(offer.getByRole('alert')).toContainText('could not load');
  await offer.getByRole('button', { name: 'Try again' }).click();
  await expect(offer.locator('[data-tariff="174"]')).toBeVisible();
});

test('the German promo page presents the offer in German', async ({ page }) => {
  await page.goto('/de/vps/promo/try100/');
  const t = catalog('de', 'registration');
  await expect(page.locator('#registration-heading')).toHaveText(t['registration.heading'] as string);
  await expect(page.getByRole('tab', { name: t['registration.market.pl'] as string })).toBeVisible();
});
