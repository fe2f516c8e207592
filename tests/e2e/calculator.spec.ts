import { expect, type Page, test } from '@playwright/test';
import { chooseOption, hydrated } from './helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const choose = (page: Page, label: string, option: RegExp) => chooseOption(page.getByRole('combobox', { name: label }), option);

test('the calculator combines products, applies the term and keeps the estimate in a shareable URL', async ({ page }) => {
  await page.goto('/pricing/');
  await hydrated(page);
  const calculator = page.locator('#calculator');
  const serverPlan = calculator.getByRole('combobox', { name: 'Cloud servers: plan' });
  await expect(serverPlan).toBeEnabled();
  // Merely visiting the page leaves the address as it was.
  await expect(page).toHaveURL(/\/pricing\/$/);
  // In the production CSS order too, the select keeps room for its chevron (the size's padding does not win).
  const padding = await serverPlan.evaluate((el) => [
    getComputedStyle(el).paddingInlineStart,
    getComputedStyle(el).paddingInlineEnd,
  ]);
  expect(Number.parseFloat(padding[1] as string)).toBeGreaterThan(Number.parseFloat(padding[0] as string));
  await choose(page, 'Cloud servers: plan', /Cloud 3 \(\$14\)/);
  await choose(page, 'Cloud servers: quantity', /^2$/);
  await choose(page, 'Managed databases: plan', /mysql 1 \(\$4\)/);
  await choose(page, 'Kubernetes clusters: plan', /\(\$18\)/);
  // 2 × 14 + 4 + 18 = 50; 12 months by default: floor(50 × 0.9) = 45
  await expect(calculator.locator('[data-estimate-monthly]')).toHaveText('$45');
  await expect(calculator.locator('[data-estimate-total]')).toHaveText('$540');
  await choose(page, 'Lease term', /^1 month$/);
  await expect(calculator.locator('[data-estimate-monthly]')).toHaveText('$50');
  await expect(page).toHaveURL(/region=us-2&term=1&srv=\d+x2&db=341x1&k8s=\d+-\d+x1/);

  // The link reproduces the estimate.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.locator('#calculator [data-estimate-monthly]')).toHaveText('$50');
  await expect(other.getByRole('combobox', { name: 'Cloud servers: quantity' })).toHaveValue('2');
});

test('switching to Warsaw drops servers and databases, which are not sold there', async ({ page }) => {
  await page.goto('/pricing/?region=us-2&term=12&srv=1001x1&s3=4001x1');
  await hydrated(page);
  const calculator = page.locator('#calculator');
  await expect(calculator.locator('[data-estimate-monthly]')).toHaveText('$4');
  await choose(page, 'Region', /Warsaw/);
  await expect(calculator.getByRole('combobox', { name: 'Cloud servers: plan' })).toBeDisabled();
  await expect(page).not.toHaveURL(/srv=/);
});

test('the calculator opens ready, without a price request, and says so when loading another region fails', async ({ page }) => {
  const priceRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/landing-api/')) priceRequests.push(request.url());
  });
  await page.goto('/pricing/');
  await hydrated(page);
  const calculator = page.locator('#calculator');
  await expect(calculator.getByRole('combobox', { name: 'Cloud servers: plan' }).locator('option')).not.toHaveCount(1);
  expect(priceRequests).toEqual([]);

  await page.route('**/landing-api/**', (route) => route.fulfill({ status: 503, body: '{}' }));
  await choose(page, 'Region', /Amsterdam/);
  const error = page.locator('[data-calculator-error]');
  await expect(error).toContainText('Something went wrong while loading the pricing.');
  await expect(error).toContainText('Hang tight — we’re fixing it right now.'.replace('’', "'"));
});
