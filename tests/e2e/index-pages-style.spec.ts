import { expect, type Page, test } from '@playwright/test';

// Issue 25.5: index pages looked unstyled — list bullets and a 40 px indent beside cards, underlined
// link headings, sitemap lists spread by row-high gaps, promo cards with the browser's fieldset border,
// unequal heights and one card alone on its row. Read from the computed styles of the visible page.

/** Lists on the page outside article text (Prose) that still show a marker or the default indent. */
const bulletedLists = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main ul')]
      .filter((ul) => !ul.closest('[class*="prose"], [data-tariff]') && (ul as HTMLElement).offsetParent !== null)
      .filter((ul) => {
        const style = getComputedStyle(ul);
        return style.listStyleType !== 'none' || Number.parseFloat(style.paddingInlineStart) > 0;
      })
      .map((ul) => ul.outerHTML.slice(0, 120)),
  );

/** Heights of the cards that share a row, per row (cards = the list items of the first card grid). */
const rowsOf = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const rows = new Map<number, number[]>();
    for (const item of document.querySelectorAll<HTMLElement>(selector)) {
      const box = item.getBoundingClientRect();
      const top = Math.round(box.top + window.scrollY);
      rows.set(top, [...(rows.get(top) ?? []), Math.round(box.height)]);
    }
    return [...rows.values()];
  }, selector);

for (const width of [390, 1366]) {
  test.describe(`index pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ['/docs/', '/marketplace/', '/tutorials/authors/', '/tutorials/topics/', '/sitemap/']) {
      test(`${path} shows no list bullets or indent`, async ({ page }) => {
        await page.goto(path);
        expect(await page.locator('main ul').count()).toBeGreaterThan(0);
        expect(await bulletedLists(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }

    for (const path of ['/docs/', '/tutorials/topics/']) {
      test(`${path}: a heading that links is not underlined until hovered`, async ({ page }) => {
        await page.goto(path);
        const links = page.locator('main :is(h2, h3) > a');
        expect(await links.count()).toBeGreaterThan(3);
        const decorations = await links.evaluateAll((all) => all.map((a) => getComputedStyle(a).textDecorationLine));
        expect(new Set(decorations)).toEqual(new Set(['none']));
        // Each entry is a tile: bordered by the kit, not a bare run of links.
        const border = await page
          .locator('main li:has(> :is(h2, h3) > a)')
          .first()
          .evaluate((li) => getComputedStyle(li).borderTopStyle);
        expect(border).toBe('solid');
      });
    }

    for (const [path, cards] of [
      ['/marketplace/', '[data-marketplace-grid] > li'],
      ['/tutorials/authors/', 'main ul > li'],
    ] as const) {
      test(`${path}: cards in a row are equally tall and fill their cell`, async ({ page }) => {
        await page.goto(path);
        const rows = await rowsOf(page, cards);
        expect(rows.length).toBeGreaterThan(0);
        for (const heights of rows) expect(new Set(heights).size, `heights ${heights}`).toBe(1);
        // The card inside each item is as tall as the item.
        const gaps = await page
          .locator(cards)
          .evaluateAll((items) =>
            items.map((li) =>
              Math.round(
                li.getBoundingClientRect().height - (li.firstElementChild as HTMLElement).getBoundingClientRect().height,
              ),
            ),
          );
        expect(new Set(gaps)).toEqual(new Set([0]));
      });
    }

    test('/sitemap/: a short list sits right under the one before it', async ({ page }) => {
      await page.goto('/sitemap/');
      const sections = await page.locator('[data-sitemap-columns] > section').evaluateAll((all) =>
        all.map((s) => {
          const box = s.getBoundingClientRect();
          return { left: Math.round(box.left), top: Math.round(box.top), bottom: Math.round(box.bottom) };
        }),
      );
      expect(sections.length).toBe(8);
      const gaps: number[] = [];
      for (const [i, section] of sections.entries()) {
        const below = sections.slice(i + 1).find((other) => other.left === section.left);
        if (below) gaps.push(below.top - section.bottom);
      }
      expect(gaps.length).toBeGreaterThan(0);
      // The kit's xl space (2rem) between lists; a grid row would leave hundreds of pixels.
      expect(Math.max(...gaps)).toBeLessThanOrEqual(48);
    });
  });
}

test.describe('the promo page’s tariff cards', () => {
  for (const width of [390, 1366]) {
    test(`kit fieldsets, equal heights, aligned order buttons and no card alone on a row (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/vps/promo/try100/');
      const cards = page.locator('[data-tariff]');
      await expect(cards.first()).toBeVisible();
      const fieldsetBorders = await page
        .locator('[data-tariff] fieldset')
        .evaluateAll((all) => all.map((f) => getComputedStyle(f).borderTopStyle));
      expect(fieldsetBorders.length).toBeGreaterThan(0);
      expect(new Set(fieldsetBorders)).toEqual(new Set(['none']));
      const rows = await rowsOf(page, '[data-tariff]');
      for (const heights of rows) expect(new Set(heights).size, `heights ${heights}`).toBe(1);
      // A phone shows one card a row; a desktop fills every row alike, so none is left alone on the last.
      const perRow = rows.map((row) => row.length);
      const expected = width === 390 ? 1 : Math.max(...perRow);
      expect(perRow).toEqual(perRow.map(() => expected));
      expect(width === 390 || expected > 1).toBe(true);
      // The order buttons of a row line up.
      const buttonRows = await page.locator('[data-tariff]').evaluateAll((all) => {
        const byRow = new Map<number, number[]>();
        for (const card of all) {
          const top = Math.round(card.getBoundingClientRect().top);
          const button = card.querySelector('a[href*="registration"]') as HTMLElement;
          byRow.set(top, [...(byRow.get(top) ?? []), Math.round(button.getBoundingClientRect().bottom)]);
        }
        return [...byRow.values()];
      });
      for (const bottoms of buttonRows) expect(new Set(bottoms).size).toBe(1);
    });
  }
});
