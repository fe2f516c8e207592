import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { catalog, hydrated } from './helpers.ts';

// Issue 25.6, on the site itself: the phone menu at 390 px. axe is injected, which the CSP would refuse.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, bypassCSP: true });

/** axe-core (WCAG 2 A and AA) violations inside `selector`, as readable strings. */
const axeViolations = async (page: Page, selector: string) => {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async (root) => {
    const axe = (window as unknown as { axe: { run: (n: Element, o: object) => Promise<{ violations: { id: string }[] }> } }).axe;
    const result = await axe.run(document.querySelector(root) as Element, { runOnly: ['wcag2a', 'wcag2aa'] });
    return result.violations.map((v) => v.id);
  }, selector);
};

const menu = (page: Page) => page.locator('header details[data-scroll-lock]');

test('the phone menu: an icon button, keeps the page still, closes on a tap outside and on Escape', async ({ page }) => {
  const t = catalog('en-us', 'common');
  await page.goto('/pricing/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
  const toggle = page
    .getByRole('group')
    .locator('summary')
    .filter({ has: page.locator(`svg[aria-label="${t['nav.menuOpen']}"]`) });
  await expect(toggle).toHaveText('');
  await toggle.click();
  await expect(menu(page)).toHaveAttribute('open', '');
  expect(await page.evaluate(() => window.scrollY)).toBe(1200);

  // A tap below the panel lands on the backdrop, not on the page, and closes the menu.
  const panelBottom = await menu(page)
    .locator('nav')
    .evaluate((nav) => (nav.parentElement as HTMLElement).getBoundingClientRect().bottom);
  await page.touchscreen.tap(195, Math.min(panelBottom + 60, 830));
  await expect(menu(page)).not.toHaveAttribute('open', '');
  expect(await page.evaluate(() => window.scrollY)).toBe(1200);

  await toggle.click();
  await expect(menu(page)).toHaveAttribute('open', '');
  expect(await axeViolations(page, 'header')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu(page)).not.toHaveAttribute('open', '');
  await expect(menu(page).locator('> summary')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(1200);
});

test('the language list opens within the first screen of the phone menu', async ({ page }) => {
  await page.goto('/de/pricing/');
  await hydrated(page);
  await menu(page).locator('> summary').click();
  const languages = menu(page).locator('details');
  await languages.locator('summary').click();
  const links = languages.locator('a[hreflang]');
  await expect(links.first()).toBeVisible();
  for (const box of await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON()))) {
    expect(box.bottom).toBeLessThanOrEqual(844);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: 'test-results/phone-menu-languages.png' });
});
