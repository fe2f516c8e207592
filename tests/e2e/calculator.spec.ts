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
  await choose(page, 'Cloud servers: plan', /Cloud 3 \(\$14\/mo\)/);
  await choose(page, 'Cloud servers: quantity', /^2$/);
  await choose(page, 'Managed databases: plan', /MySQL 8\.4 \(\$4\/mo\)/);
  await choose(page, 'Kubernetes clusters: plan', /\(\$18\/mo\)/);
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

  // 36 months: floor(50 × 0.6) = 30 a month, 1,080 in total, with its thousands separator.
  await choose(page, 'Lease term', /^36 months/);
  await expect(calculator.locator('[data-estimate-monthly]')).toHaveText('$30');
  await expect(calculator.locator('[data-estimate-total]')).toHaveText('$1,080');
});

// Ten Cloud 6 servers ($112) for 12 months: floor(1,120 × 0.9) = 1,008 a month, 12,096 in total.
// (Intl's no-break spaces read as spaces here; tests/unit/money.test.ts checks the exact characters.)
const writtenLocally = [
  ['en-us', '$112/mo', '$1,008', '$12,096'],
  ['de', '112 $/Monat', '1.008 $', '12.096 $'],
  // Spanish and Italian group a four-digit amount only from five digits on.
  ['es', '112 $/mes', '1008 $', '12.096 $'],
  ['fr', '112 $/mois', '1 008 $', '12 096 $'],
  ['it', '112 $/mese', '1008 $', '12.096 $'],
  ['nl', '$ 112/mnd', '$ 1.008', '$ 12.096'],
  ['pt-br', 'US$ 112/mês', 'US$ 1.008', 'US$ 12.096'],
] as const;
for (const [locale, plan, monthly, total] of writtenLocally) {
  test(`the ${locale} calculator writes its amounts the way the market writes money`, async ({ page }) => {
    await page.goto(`${locale === 'en-us' ? '' : `/${locale}`}/pricing/?region=us-2&term=12&srv=1006x10`);
    await hydrated(page);
    const calculator = page.locator('#calculator');
    await expect(calculator.locator('[data-estimate-monthly]')).toHaveText(monthly);
    await expect(calculator.locator('[data-estimate-total]')).toHaveText(total);
    const serverPlan = calculator.locator('[data-kind="servers"] select').first();
    await expect(serverPlan.locator('option:checked')).toHaveText(`Cloud 6 (${plan})`);
  });
}

test('switching to Warsaw drops servers and databases, which are not sold there', async ({ page }) => {
  await page.goto('/pricing/?region=us-2&term=12&srv=1001x1&s3=4001x1');
  await hydrated(page);
  const calculator = page.locator('#calculator');
  await expect(calculator.locator('[data-estimate-monthly]')).toHaveText('$4');
  await choose(page, 'Region', /Warsaw/);
  await expect(calculator.locator('[data-kind="servers"] [data-not-in-region]')).toBeVisible();
  await expect(calculator.getByRole('combobox', { name: 'Cloud servers: plan' })).toHaveCount(0);
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

// Issue 25.7: a region change dropped every line (plan ids differ from region to region) and going
// back did not bring them back; a region without a product offered an empty, disabled list.
for (const width of [390, 1280]) {
  test(`a region change keeps the plans it sells, says in place what it does not, and going back restores all (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing/');
    await hydrated(page);
    const calculator = page.locator('#calculator');
    const servers = calculator.locator('[data-kind="servers"]');
    await choose(page, 'Cloud servers: plan', /Cloud 3 \(\$14\/mo\)/);
    await choose(page, 'Cloud servers: quantity', /^2$/);
    await choose(page, 'S3 storage: plan', /Object storage 1 /);
    const plan = calculator.getByRole('combobox', { name: 'Cloud servers: plan' });
    const storagePlan = calculator.getByRole('combobox', { name: 'S3 storage: plan' });

    await choose(page, 'Region', /Amsterdam/);
    await expect(calculator).not.toHaveAttribute('aria-busy', 'true');
    await expect(plan.locator('option:checked')).toHaveText(/^Cloud 3 /);
    await expect(calculator.getByRole('combobox', { name: 'Cloud servers: quantity' })).toHaveValue('2');
    await expect(storagePlan.locator('option:checked')).toHaveText(/^Object storage 1 /);
    await expect(page).toHaveURL(/region=nl-1.*srv=\d+x2.*s3=\d+x1/);

    // Warsaw sells no cloud servers: the row says so where the list was, and offers no list.
    await choose(page, 'Region', /Warsaw/);
    await expect(servers.locator('[data-not-in-region]')).toBeVisible();
    await expect(servers.locator('[data-not-in-region]')).toContainText('Not available in this region');
    await expect(servers.getByRole('combobox')).toHaveCount(0);
    await expect(storagePlan.locator('option:checked')).toHaveText(/^Object storage 1 /);
    await expect(page).not.toHaveURL(/srv=/);

    // Back in New York, the servers line is there again, as it was.
    await choose(page, 'Region', /New York/);
    await expect(plan.locator('option:checked')).toHaveText(/^Cloud 3 \(\$14\/mo\)/);
    await expect(calculator.getByRole('combobox', { name: 'Cloud servers: quantity' })).toHaveValue('2');
    await expect(page).toHaveURL(/region=us-2.*srv=\d+x2.*s3=\d+x1/);
    await expect(calculator.locator('[data-estimate-monthly]')).not.toHaveText('$0');
  });
}

// Issue 25.7: the chosen pricing tab was not in the address — no link to it, lost on reload.
test('the chosen pricing tab is in the address: a link opens it, a reload keeps it, the estimate keeps it too', async ({
  page,
}) => {
  await page.goto('/pricing/');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Dedicated servers' }).click();
  await expect(page).toHaveURL(/\/pricing\/\?plans=dedicated$/);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Dedicated servers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#configurator-heading')).toBeVisible();
  // The calculator writes its estimate beside the tab, not over it.
  await choose(page, 'Cloud servers: plan', /Cloud 3 \(\$14\/mo\)/);
  await expect(page).toHaveURL(/plans=dedicated/);
  await expect(page).toHaveURL(/region=us-2&term=12&srv=\d+x1/);
  // Back to the default tab: the parameter goes, the estimate stays.
  await page.getByRole('tab', { name: 'Cloud servers' }).click();
  await expect(page).not.toHaveURL(/plans=/);
  await expect(page).toHaveURL(/srv=\d+x1/);

  const linked = await page.context().newPage();
  await linked.goto('/pricing/?plans=databases');
  await hydrated(linked);
  await expect(linked.getByRole('tab', { name: 'Databases', exact: true })).toHaveAttribute('aria-selected', 'true');
  // A made-up group is no group: the default tab.
  await linked.goto('/pricing/?plans=nothing');
  await hydrated(linked);
  await expect(linked.getByRole('tab', { name: 'Cloud servers' })).toHaveAttribute('aria-selected', 'true');
});
