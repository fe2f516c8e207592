import { expect, test } from '@playwright/test';
import { catalog, hydrated } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const dataLayerEvents = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is { event: string } => typeof entry === 'object' && entry !== null && 'event' in entry,
    ),
  );

test('a completed sign-up pushes the event the modal was opened with to the dataLayer, and nothing before', async ({
  page,
  baseURL,
}) => {
  const t = catalog('en-us', 'forms');
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL as string).origin) thirdParty.push(request.url());
  });
  await page.goto('/products/cloud-server/');
  await hydrated(page);
  await page.locator('main [data-modal="sign-up"]').first().click();
  const dialog = page.getByRole('dialog', { name: t['sign-up.title'] as string });
  await expect(dialog).toBeVisible();
  await dialog.locator('[name="name"]').fill('Lena Vogel');
  await dialog.locator('[name="email"]').fill('lena.conversion@example.de');
  await dialog.locator('[name="country"]').fill('Germany');
  await dialog.locator('[name="message"]').fill('A web shop');
  expect((await dataLayerEvents(page)).filter((e) => e.event.startsWith('signup'))).toEqual([]);
  await dialog.getByRole('button', { name: t['form.submit'] as string }).click();
  await expect(dialog.locator('[data-form-sent]')).toBeVisible();
  expect((await dataLayerEvents(page)).filter((e) => e.event.startsWith('signup'))).toEqual([
    { event: 'signup_cloud-server', service: 'cloud-server' },
  ]);
  expect(thirdParty).toEqual([]);
});
