import { expect, type Page, test } from '@playwright/test';
import { catalog } from './helpers.ts';

/** The first screen of a desktop visit: what a visitor sees before scrolling. */
const firstScreen = { width: 1366, height: 900 };

const inFirstScreen = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, `${selector} is on the page`).not.toBeNull();
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(firstScreen.height);
  expect(box?.width ?? 0).toBeGreaterThan(200);
};

/** The visible names beside the map's pins. */
const mapNames = (page: Page) => page.locator('main section').first().locator('span[aria-hidden="true"]').allInnerTexts();

test.describe('pictures that help a visitor decide', () => {
  test.use({ viewport: firstScreen });

  test('the home page shows the five regions on a map, named in the visitor’s language', async ({ page }) => {
    await page.goto('/de/');
    await inFirstScreen(page, 'main section svg[role="img"]');
    const regions = catalog('de', 'pricing');
    expect((await mapNames(page)).sort()).toEqual(
      ['us-2', 'us-3', 'nl-1', 'de-1', 'pl-1'].map((region) => regions[`region.${region}`]).sort(),
    );
    await expect(page.locator('main section svg[role="img"] title').first()).toHaveText(/Warschau/);
  });

  test('a product landing shows its own scene; another family shows another', async ({ page }) => {
    await page.goto('/products/kubernetes/');
    await inFirstScreen(page, 'main section svg[aria-hidden="true"]');
    const kubernetes = await page.locator('main section svg').first().innerHTML();
    await page.goto('/products/s3-storage/');
    await inFirstScreen(page, 'main section svg[aria-hidden="true"]');
    expect(await page.locator('main section svg').first().innerHTML()).not.toBe(kubernetes);
  });

  test('a country landing shows the map zoomed to its region', async ({ page }) => {
    await page.goto('/de/products/vps-germany/');
    await inFirstScreen(page, 'main section svg[role="img"]');
    const names = await mapNames(page);
    expect(names).toContain('Frankfurt');
    expect(names).not.toContain('New York');
    await expect(page.locator('main section svg[role="img"] title').first()).toHaveText(/Frankfurt/);
  });

  test('the contacts map shows our cities before anything loads from the map service', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
    });
    await page.goto('/contacts/');
    const facade = page.locator('[data-map-facade]');
    await expect(facade.locator('svg[role="img"]')).toBeVisible();
    await expect(facade.locator('iframe')).toHaveCount(0);
    expect(thirdParty).toEqual([]);
  });
});

test('a product landing explains how the product fits together, with a caption per numbered part', async ({ page }) => {
  await page.goto('/fr/products/kubernetes/');
  const section = page.locator('#how-it-works');
  const texts = catalog('fr', 'diagrams');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(texts['kubernetes.heading'] ?? 'missing');
  await expect(section.locator('ol > li h3')).toHaveText([1, 2, 3, 4].map((n) => texts[`kubernetes.${n}.title`] ?? 'missing'));
  await expect(section.locator('svg text')).toHaveText(['1', '2', '3', '4']);
});
