import { expect, test } from '@playwright/test';

type DataLayerEntry = { event?: string; page_path?: string; language?: string };
const pageViews = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter((e) => e.event === 'page_view'),
  );

/** Opens a page and waits until the client shell runs (its first page view is the sign), so clicks navigate client-side. */
const openHydrated = async (page: import('@playwright/test').Page, url: string) => {
  await page.goto(url);
  await expect.poll(() => pageViews(page).then((v) => v.length)).toBeGreaterThan(0);
};

test('a page view reaches dataLayer 250 ms after each route change', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => pageViews(page)).toEqual([expect.objectContaining({ page_path: '/', language: 'en-US' })]);
  // Time the route change (the router pushes history) and the event, both in the page's clock.
  await page.evaluate(() => {
    const w = window as unknown as { dataLayer: unknown[]; __times: Record<string, number> };
    w.__times = {};
    const pushState = history.pushState.bind(history);
    history.pushState = (...args) => {
      w.__times.route ??= performance.now();
      pushState(...args);
    };
    const push = w.dataLayer.push.bind(w.dataLayer);
    w.dataLayer.push = (...items) => {
      w.__times.event ??= performance.now();
      return push(...items);
    };
  });
  await page.locator('header nav a[href="/pricing/"]').first().click();
  await expect(page).toHaveURL(/\/pricing\/$/);
  await expect.poll(() => pageViews(page).then((v) => v.length)).toBe(2);
  expect((await pageViews(page))[1]).toMatchObject({ page_path: '/pricing/' });
  const times = await page.evaluate(() => (window as unknown as { __times: { route: number; event: number } }).__times);
  expect(times.event - times.route).toBeGreaterThanOrEqual(240);
});

test('client navigation keeps <html lang> right across locales', async ({ page }) => {
  await openHydrated(page, '/de/');
  await page.locator('header nav a[href="/de/pricing/"]').first().click();
  await expect(page).toHaveURL(/\/de\/pricing\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('header details:not([data-site-search]) summary').first().click();
  await page.locator('header a[hreflang="fr"]').first().click();
  await expect(page).toHaveURL(/\/fr\/pricing\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => document.cookie)).toContain('use_lang=fr');
});

test('the progress bar appears after 200 ms on a slow navigation, then finishes and hides', async ({ page }) => {
  await openHydrated(page, '/');
  await page.route('**/RSC/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  // Record every state the bar takes, with the page's clock, so the check does not depend on polling speed.
  await page.evaluate(() => {
    const bar = document.querySelector('[data-state]') as HTMLElement;
    const log: [number, string][] = [];
    (window as unknown as { __bar: typeof log }).__bar = log;
    new MutationObserver(() => log.push([performance.now(), bar.dataset.state ?? ''])).observe(bar, { attributes: true });
    document.addEventListener('click', () => log.push([performance.now(), 'click']), { capture: true });
  });
  await page.locator('footer a[href="/about-us/"]').dispatchEvent('click');
  await expect(page).toHaveURL(/\/about-us\/$/, { timeout: 5000 });
  await expect(page.locator('[data-state]').first()).toHaveAttribute('data-state', 'idle', { timeout: 2000 });
  const log = await page.evaluate(() => (window as unknown as { __bar: [number, string][] }).__bar);
  const at = (state: string) => log.find(([, s]) => s === state)?.[0] ?? Number.NaN;
  expect(log.map(([, s]) => s)).toEqual(['click', 'running', 'finishing', 'idle']);
  expect(at('running') - at('click')).toBeGreaterThanOrEqual(190);
  expect(at('idle') - at('finishing')).toBeGreaterThanOrEqual(450);
});

test('the progress bar shows the failed state when a navigation fails', async ({ page }) => {
  await openHydrated(page, '/');
  await page.route('**/RSC/**', (route) => route.abort());
  const bar = page.locator('[data-state]').first();
  await page.locator('footer a[href="/contacts/"]').click();
  await expect(bar).toHaveAttribute('data-state', 'failed', { timeout: 3000 });
  // …and the visitor still reaches the page through a full load.
  await expect(page).toHaveURL(/\/contacts\/$/);
  await expect(page.locator('h1')).toBeVisible();
});

test('back navigation restores the scroll position; forward navigation starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await openHydrated(page, '/');
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  await page.waitForTimeout(100);
  // A click event where the visitor is: Playwright's click() would first scroll the link into view.
  await page.locator('header nav a[href="/pricing/"]').first().dispatchEvent('click');
  await expect(page).toHaveURL(/\/pricing\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
});

test('going offline shows a notice, coming back says so', async ({ page, context }) => {
  await openHydrated(page, '/');
  // The notices load while the browser is idle after the page has loaded (they are not needed to show it).
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'back online' })).toBeVisible();
});
