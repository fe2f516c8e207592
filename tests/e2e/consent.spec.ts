import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { Locale } from '#intl/locales.ts';
import { analyticsConsent } from '#src/features/consent/consent-cookie.ts';
import { catalog } from './helpers.ts';

/**
 * Issue 28.1: analytics wait for consent. This file runs its own site process with all three
 * analytics configured (the shared e2e build has none, so the other specs never see a banner),
 * pointed at a local fake analytics server; Google's tag manager is answered by a route. Content
 * pages render per request, so they carry this process's analytics settings.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const sitePort = Number(process.env.E2E_PORT || 8090) + 3;
const fakeAnalyticsPort = sitePort + 1;
const site = `http://127.0.0.1:${sitePort}`;
const analyticsOrigin = `http://127.0.0.1:${fakeAnalyticsPort}`;
const gtmId = 'GTM-TEST28';
const necessaryCookies = ['use_lang', 'wmid', 'token', 'auth_state', 'telegram-top-liner', 'cookie_consent'];

/**
 * What each fake analytics script does when it runs: notes itself and the dataLayer as it found
 * it (gtag commands as plain arrays), and sets a first-party cookie as real analytics do.
 */
const recorder = (kind: string) => `(() => {
  const entries = Array.from(window.dataLayer || [], (e) => Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e) : e);
  (window.__analyticsRan = window.__analyticsRan || []).push({ kind: ${JSON.stringify(kind)}, dataLayer: JSON.parse(JSON.stringify(entries)) });
  document.cookie = '_ga=GA1.1.${kind}; path=/; max-age=3600';
})();`;

let server: ChildProcess | undefined;
let fakeAnalytics: Server | undefined;

test.beforeAll(async () => {
  fakeAnalytics = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    res.end(recorder(req.url?.includes('product') ? 'product-analytics' : 'web-analytics'));
  });
  await new Promise<void>((resolve) => fakeAnalytics?.listen(fakeAnalyticsPort, '127.0.0.1', resolve));
  server = spawn(process.execPath, ['dist/serve-node.js'], {
    env: {
      ...process.env,
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      FORMS_DB_PATH: 'test-results/e2e-consent.sqlite',
      TAG_MANAGER_ID: gtmId,
      WEB_ANALYTICS_SRC: `${analyticsOrigin}/web.js`,
      PRODUCT_ANALYTICS_SRC: `${analyticsOrigin}/product.js`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`${site}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000, message: 'consent site up' },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  await new Promise((resolve) => fakeAnalytics?.close(resolve));
});

type Watch = { analyticsRequests: string[]; cspErrors: string[] };

/** A page of the analytics-enabled site, as a visitor's browser (not flagged as automation), watched. */
const visitor = async (page: Page): Promise<Watch> => {
  const watch: Watch = { analyticsRequests: [], cspErrors: [] };
  // The site loads no analytics for automation; these tests act as a visitor's browser.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: recorder('tag-manager') }),
  );
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(analyticsOrigin) || url.startsWith('https://www.googletagmanager.com/')) watch.analyticsRequests.push(url);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) watch.cspErrors.push(message.text());
  });
  return watch;
};

const banner = (page: Page) => page.locator('#cc-main .cm');
/** The banner loads once the page is idle (up to 5 s on a busy machine), then its code and stylesheet. */
const bannerShown = (page: Page) => expect(banner(page)).toBeVisible({ timeout: 20_000 });
const settings = (page: Page) => page.locator('#cc-main .pm');
const texts = (locale: Locale) => catalog(locale, 'consent');
const bannerButton = (page: Page, locale: Locale, id: 'consent.accept' | 'consent.reject' | 'consent.settings') =>
  banner(page).getByRole('button', { name: texts(locale)[id], exact: true });

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    Array.from((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [], (e) =>
      Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as ArrayLike<unknown>) : e,
    ),
  );
const ran = (page: Page) =>
  page.evaluate(() => (window as unknown as { __analyticsRan?: { kind: string; dataLayer: unknown[] }[] }).__analyticsRan ?? []);
const cookieNames = async (context: BrowserContext) => (await context.cookies(site)).map((cookie) => cookie.name);
const consentCookie = async (context: BrowserContext) => (await context.cookies(site)).find((c) => c.name === 'cookie_consent');
/** The stored choice as the site reads it: true (analytics accepted), false (refused) or null (none). */
const storedChoice = async (context: BrowserContext) => {
  const cookie = await consentCookie(context);
  return analyticsConsent(cookie ? `${cookie.name}=${cookie.value}` : '');
};

const deniedDefault = [
  'consent',
  'default',
  {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    wait_for_update: 500,
  },
];

for (const [locale, path] of [
  ['en-us', '/docs/'],
  ['de', '/de/docs/'],
] as const) {
  test(`${locale}: before a choice no analytics script, request or cookie; the default is denied and the banner asks`, async ({
    page,
    context,
  }) => {
    const watch = await visitor(page);
    await page.goto(`${site}${path}`);
    await bannerShown(page);
    await expect(banner(page).getByRole('heading', { name: texts(locale)['consent.banner.title'] })).toBeVisible();
    // Well past the idle moment at which consented analytics would load.
    await page.waitForTimeout(2_000);
    expect(watch.analyticsRequests).toEqual([]);
    await expect(page.locator('script[data-analytics]')).toHaveCount(0);
    expect((await cookieNames(context)).filter((name) => !necessaryCookies.includes(name))).toEqual([]);
    const entries = await dataLayer(page);
    expect(entries[0]).toEqual(deniedDefault);
    expect(entries.filter((e) => Array.isArray(e) && e[1] === 'update')).toEqual([]);
    expect(watch.cspErrors).toEqual([]);
  });
}

test('accept: analytics load after the denied default and the granted update, and the choice is kept six months', async ({
  page,
  context,
}) => {
  const watch = await visitor(page);
  await page.goto(`${site}/docs/`);
  await bannerShown(page);
  await bannerButton(page, 'en-us', 'consent.accept').click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => ran(page).then((r) => r.map((s) => s.kind).sort())).toEqual(['tag-manager', 'web-analytics']);
  for (const script of await ran(page)) {
    // Every tag found Consent Mode's default first, then the visitor's grant, before it ran.
    expect(script.dataLayer[0], script.kind).toEqual(deniedDefault);
    expect(script.dataLayer, script.kind).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted' }),
    ]);
  }
  expect(await storedChoice(context)).toBe(true);
  const cookie = await consentCookie(context);
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(180);
  expect(days).toBeLessThan(184);

  // The next page view: no banner (its code is not even run), analytics straight away.
  await page.goto(`${site}/tutorials/`);
  await expect.poll(() => ran(page).then((r) => r.length)).toBe(2);
  await expect(page.locator('#cc-main')).toHaveCount(0);
  expect(watch.cspErrors).toEqual([]);
});

test('reject: nothing loads, now or on the next page, and the banner does not ask again', async ({ page, context }) => {
  const watch = await visitor(page);
  await page.goto(`${site}/de/docs/`);
  await bannerShown(page);
  await bannerButton(page, 'de', 'consent.reject').click();
  await expect(banner(page)).toBeHidden();
  expect(await storedChoice(context)).toBe(false);
  await page.goto(`${site}/de/tutorials/`);
  await page.waitForTimeout(2_000);
  await expect(page.locator('#cc-main')).toHaveCount(0);
  expect(watch.analyticsRequests).toEqual([]);
  expect((await cookieNames(context)).filter((name) => !necessaryCookies.includes(name))).toEqual([]);
  const entries = await dataLayer(page);
  expect(entries[0]).toEqual(deniedDefault);
});

test('the footer link reopens the settings, which list the strictly necessary cookies; withdrawing removes analytics cookies', async ({
  page,
  context,
}) => {
  await visitor(page);
  await page.goto(`${site}/docs/`);
  await bannerShown(page);
  await bannerButton(page, 'en-us', 'consent.accept').click();
  await expect.poll(() => cookieNames(context)).toContain('_ga');
  const t = texts('en-us');
  await page.getByRole('contentinfo').getByRole('link', { name: t['consent.footer.settings'] }).click();
  await expect(settings(page)).toBeVisible();
  await expect(page).toHaveURL(`${site}/docs/`);
  const dialog = page.getByRole('dialog', { name: t['consent.settings.title'] });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t['consent.necessary.title'] }).click();
  for (const name of ['use_lang', 'wmid', 'token', 'telegram-top-liner']) {
    await expect(dialog.getByRole('cell', { name, exact: true })).toBeVisible();
  }
  await dialog.getByRole('button', { name: t['consent.reject'], exact: true }).click();
  // Withdrawing reloads the page, so the analytics already running stop.
  await expect.poll(() => cookieNames(context)).not.toContain('_ga');
  expect(await storedChoice(context)).toBe(false);
});

test.describe('the banner for keyboard and screen-reader users', () => {
  // axe is injected, which the CSP would refuse.
  test.use({ bypassCSP: true });

  for (const width of [390, 1366]) {
    for (const locale of ['en-us', 'de'] as const) {
      test(`${locale} at ${width} px: no axe violations, equal buttons, skip link clear, focus cycles in the modal banner`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
        await visitor(page);
        await page.goto(`${site}${locale === 'de' ? '/de' : ''}/docs/`);
        await bannerShown(page);
        await page.screenshot({ path: testInfo.outputPath(`banner-${locale}-${width}.png`) });

        await page.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as { axe: { run: (n: Element, o: object) => Promise<{ violations: { id: string }[] }> } }
          ).axe;
          const result = await axe.run(document.querySelector('#cc-main') as Element, { runOnly: ['wcag2a', 'wcag2aa'] });
          return result.violations.map((v) => v.id);
        });
        expect(violations).toEqual([]);

        // Accept, reject and settings: the same size and weight, none easier than the others.
        const buttons = [
          bannerButton(page, locale, 'consent.accept'),
          bannerButton(page, locale, 'consent.reject'),
          bannerButton(page, locale, 'consent.settings'),
        ];
        const looks = await Promise.all(
          buttons.map((button) =>
            button.evaluate((el) => {
              const style = getComputedStyle(el);
              const box = el.getBoundingClientRect();
              return {
                height: Math.round(box.height),
                weight: style.fontWeight,
                size: style.fontSize,
                bg: style.backgroundColor,
              };
            }),
          ),
        );
        // Same height, font size and weight for all three; accept and reject also the same colour (settings
        // is the library's secondary colour: it opens a choice rather than making one).
        const sizes = looks.map(({ height, weight, size }) => JSON.stringify({ height, weight, size }));
        expect(new Set(sizes).size, JSON.stringify(looks)).toBe(1);
        expect(looks[0]?.bg, 'accept and reject look the same').toBe(looks[1]?.bg);

        // The skip link, once focused, is not under the banner.
        await page.evaluate(() => (document.querySelector('a[href="#main"]') as HTMLElement).focus());
        const skip = await page.locator('a[href="#main"]').first().boundingBox();
        const box = await banner(page).boundingBox();
        expect(skip && box && (skip.y + skip.height <= box.y || skip.y >= box.y + box.height)).toBe(true);

        // By keyboard: the banner is a modal dialog (it says so), so Tab cycles through its controls and
        // never strands focus behind it; Enter on a button chooses.
        await expect(page.getByRole('dialog', { name: texts(locale)['consent.banner.title'] })).toHaveAttribute(
          'aria-modal',
          'true',
        );
        await buttons[0]?.focus();
        const visited = new Set<string>();
        for (let i = 0; i < 8; i++) {
          await page.keyboard.press('Tab');
          visited.add(
            await page.evaluate(() =>
              document.activeElement?.closest('#cc-main') ? (document.activeElement.textContent ?? '') : 'outside',
            ),
          );
        }
        expect(visited.has('outside'), 'focus stays in the modal banner').toBe(false);
        for (const id of ['consent.accept', 'consent.reject', 'consent.settings'] as const)
          expect(visited).toContain(texts(locale)[id]);
        await buttons[1]?.focus();
        await page.keyboard.press('Enter');
        await expect(banner(page)).toBeHidden();
      });
    }
  }
});

test('the inline partner application links to the privacy page right before its Send button', async ({ page }) => {
  const t = catalog('de', 'consent');
  // The shared e2e site: every form carries the notice, with or without analytics.
  await page.goto('/de/partners/apply/');
  const form = page.locator('form[data-form="partner-contact"]');
  const notice = form.locator('[data-privacy-notice]');
  await expect(notice).toContainText(t['consent.form.notice'] ?? '');
  await expect(notice.getByRole('link', { name: t['consent.form.link'] })).toHaveAttribute('href', '/de/privacy/#forms');
  expect(await notice.evaluate((el) => el.nextElementSibling?.getAttribute('type'))).toBe('submit');
});

test('the privacy page names every form, the strictly necessary cookies and the deletion address, in every locale', async ({
  page,
}) => {
  for (const locale of ['en-us', 'de', 'es', 'fr', 'it', 'nl', 'pt-br'] as const) {
    const t = catalog(locale, 'privacy');
    await page.goto(`${locale === 'en-us' ? '' : `/${locale}`}/privacy/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['privacy.heading'] ?? '');
    await expect(page.locator('[data-privacy-form]')).toHaveCount(9);
    await expect(page.locator('[data-privacy-form="contact-message"]')).toContainText(t['privacy.form.contact-message'] ?? '');
    for (const name of ['use_lang', 'wmid', 'token', 'telegram-top-liner']) {
      await expect(page.locator('#cookies').getByRole('rowheader', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('#rights a[href^="mailto:"]')).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: catalog(locale, 'consent')['consent.footer.privacy'] }),
    ).toHaveAttribute('href', `${locale === 'en-us' ? '' : `/${locale}`}/privacy/`);
  }
});
