import { expect, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { localizePath } from '#intl/locales.ts';
import { copyPrices } from '#src/features/pricing/rules/copy-prices.ts';
import { productSlugs } from '#src/routes/product-slugs.ts';
import { decodeEntities, localeCodes, locales, pagesOf } from './helpers.ts';

for (const locale of localeCodes) {
  test(`every page answers 200 in ${locale} with its lang and translated title`, async ({ request }) => {
    // About 85 pages, the API reference's (200-250 KB each) included: over 30 s on a loaded machine.
    test.setTimeout(120_000);
    const pages = pagesOf(locale);
    expect(pages.length).toBeGreaterThanOrEqual(65);
    for (const { url, title: expectedTitle } of pages) {
      const res = await request.get(url, { maxRedirects: 0 });
      expect.soft(res.status(), url).toBe(200);
      const html = await res.text();
      expect.soft(html, url).toContain(`<html lang="${locales[locale].iso}"`);
      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect.soft(expectedTitle, url).toBeTruthy();
      // A title may name a price (`{serverPrice}`): the money formatter writes it for the locale.
      const expected = new IntlMessageFormat(expectedTitle ?? '', locales[locale].iso).format(copyPrices(locales[locale].iso));
      expect.soft(title, url).toBe(expected);
      expect.soft(res.headers()['cache-control'], url).toBe('no-cache');
      expect.soft(res.headers().vary ?? '', url).toContain('Cookie');
    }
  });
}

/** A price as the site prints one: "$4/mo", "$0.0055/hr", "$1,232", or with the sign after the amount. */
const price = /\$\s?\d[\d.,]*|\d[\d.,]*\s?\$/;

test.describe('product prices as served', () => {
  // The page as the server renders it, before any script runs: the plans are in the HTML, not fetched later.
  test.use({ javaScriptEnabled: false });

  test('every product has a landing in every locale', () => {
    for (const locale of localeCodes) {
      const products = pagesOf(locale).filter((p) => p.kind === 'product');
      expect(products.map((p) => p.url)).toEqual(productSlugs.map((slug) => localizePath(`/products/${slug}/`, locale)));
    }
  });

  for (const slug of productSlugs) {
    test(`/products/${slug}/ shows a price in its visible plans table in every locale`, async ({ page }) => {
      // Seven page loads: about 2 s on an idle machine, several times that on a busy one.
      test.setTimeout(60_000);
      for (const locale of localeCodes) {
        const url = localizePath(`/products/${slug}/`, locale);
        await page.goto(url);
        // Read from the plans table a visitor sees. Not from the whole HTML: the meta description, the JSON-LD
        // offer and the RSC payload (<script>) carry prices too, and so does the copy ("from $4 a month").
        const shown = page.locator('#plans [data-price]').filter({ visible: true }).first();
        await expect.soft(shown, `${url} shows a price`).toHaveText(price);
      }
    });
  }
});

test('pages link to all seven locales with hreflang, x-default and an absolute canonical', async ({ request }) => {
  const html = await (await request.get('/de/pricing/')).text();
  expect(html).toContain('<link rel="canonical" href="https://nuvora.cloud/de/pricing/"/>');
  for (const locale of localeCodes) {
    expect(html).toContain(`hrefLang="${locales[locale].iso}"`);
  }
  expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://nuvora.cloud/pricing/"/>');
});

test('the Open Graph meta names the market of the page and of each translation (de_DE, not de)', async ({ request }) => {
  const html = await (await request.get('/de/pricing/')).text();
  expect(html).toContain('<meta property="og:locale" content="de_DE"/>');
  const alternates = [...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)"\/>/g)].map((m) => m[1]);
  expect(alternates.sort()).toEqual(['en_US', 'es_ES', 'fr_FR', 'it_IT', 'nl_NL', 'pt_BR']);
});

test('a page only in some locales lists only those alternates', async ({ request }) => {
  const html = await (await request.get('/vps/promo/fast20/')).text();
  const alternates = html.match(/<link rel="alternate" hrefLang="[^"]+"[^>]*>/g) ?? [];
  expect(alternates.join('\n')).toContain('hrefLang="en-US"');
  expect(alternates.join('\n')).not.toContain('hrefLang="de"');
  // The language menu still offers German: the nearest page German has, the home page here.
  expect(html).toMatch(/<a [^>]*href="\/de\/"[^>]*hrefLang="de"|<a [^>]*hrefLang="de"[^>]*href="\/de\/"/);
});

test('content ids without content are a real 404', async ({ request }) => {
  for (const url of [
    '/blog/no-such-post/',
    '/de/docs/no/such/page/',
    '/marketplace/no-such-app/',
    '/tutorials/no-such-tutorial/',
  ]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
});

test('static files are served compressed and hashed assets are immutable', async ({ request }) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(home.headers()['content-encoding']).toBe('br');
  const asset = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(asset).toBeTruthy();
  const res = await request.get(asset as string, { headers: { 'accept-encoding': 'gzip' } });
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers()['content-encoding']).toBe('gzip');
});

test('security headers are on every response', async ({ request }) => {
  const res = await request.get('/pricing/');
  const headers = res.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('health endpoint answers', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});

test('the self-hosted font is preloaded and cached forever', async ({ request }) => {
  const html = await (await request.get('/de/')).text();
  const href = /<link[^>]*rel="preload"[^>]*href="(\/fonts\/[^"]+\.woff2)"/.exec(html)?.[1];
  expect(href).toBeTruthy();
  const font = await request.get(href as string);
  expect(font.status()).toBe(200);
  expect(font.headers()['content-type']).toBe('font/woff2');
  expect(font.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('cached dynamic pages are served compressed from the render cache', async ({ request }) => {
  await request.get('/static-disable/');
  const res = await request.get('/static-disable/', { headers: { 'accept-encoding': 'br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('br');
  expect(await res.text()).toContain('<h1');
});

test('the landing API answers on the production server', async ({ request }) => {
  const res = await request.get('/landing-api/k8s/presets/?location=us-2');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/json');
  expect((await res.json()).k8s_presets.length).toBe(6);
  expect((await request.get('/landing-api/k8s/presets/?location=nowhere')).status()).toBe(400);
});
