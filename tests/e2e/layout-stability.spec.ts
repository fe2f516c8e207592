import { expect, test } from '@playwright/test';

const cumulativeLayoutShift = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        document.fonts.ready.then(() => setTimeout(() => resolve(total), 500));
      }),
  );

for (const [width, url] of [
  [375, '/'],
  [1280, '/'],
  [375, '/de/pricing/'],
  [1280, '/missing-page/'],
] as const) {
  test(`no layout shift while ${url} loads at ${width} px, web font included`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(url);
    expect(await cumulativeLayoutShift(page)).toBe(0);
    const interLoaded = await page.evaluate(() =>
      [...document.fonts].some((f) => f.family.includes('Inter Variable') && f.status === 'loaded'),
    );
    expect(interLoaded).toBe(true);
  });
}
