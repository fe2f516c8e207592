import { expect, test } from '@playwright/test';

/** Every layout shift without recent input until the fonts are in, each with what moved (so a failure says what). */
const layoutShifts = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = [];
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const where = (r: DOMRectReadOnly) =>
          `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map(
              (s) =>
                `${s.node?.nodeName ?? '?'} "${(s.node?.textContent ?? '').trim().slice(0, 30)}" ${where(s.previousRect)} → ${where(s.currentRect)}`,
            );
            shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        document.fonts.ready.then(() => setTimeout(() => resolve(shifts), 500));
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
    expect(await layoutShifts(page)).toEqual([]);
    const interLoaded = await page.evaluate(() =>
      [...document.fonts].some((f) => f.family.includes('Inter Variable') && f.status === 'loaded'),
    );
    expect(interLoaded).toBe(true);
  });
}

// Inter is `font-display: optional`: a first visit on a slow connection keeps the fallback face for
// the whole page view, so the header must fit with it too, at the narrowest desktop width.
for (const locale of ['', 'de/', 'es/', 'fr/', 'it/', 'nl/', 'pt-br/']) {
  test(`the header of /${locale} fits 1024 px with the fallback font`, async ({ page }) => {
    await page.route('**/*.woff2', (route) => route.abort());
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(`/${locale}`);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);
    const widths = await page.evaluate(() => ({
      header: document.querySelector('header')?.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.header).toBeLessThanOrEqual(widths.viewport);
  });
}

// A code block's longest line once widened a whole docs page to 743 px on a phone (an `auto` grid
// column grows to its widest unbreakable content): the page itself must never scroll sideways.
for (const url of [
  '/docs/cloud-servers/backups/',
  '/de/docs/kubernetes/create-cluster/',
  '/tutorials/install-docker-ubuntu-24-04/',
  '/es/tutorials/configure-ufw-firewall/',
  '/blog/warsaw-region-launch/',
  '/marketplace/nextcloud/',
]) {
  test(`${url} does not scroll sideways at 320 px`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(url);
    const { scroll, viewport } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(viewport);
  });
}
