import { expect, test } from '@playwright/test';
import { siteConfig } from '#src/lib/site-config.ts';
import { catalog, decodeEntities, visibleText } from './helpers.ts';

/** Hrefs of the results on a results page. */
const resultLinks = (html: string) =>
  [...html.matchAll(/<li[^>]*><a href="([^"]+)"/g)]
    .map((m) => decodeEntities(m[1] as string))
    .filter((href) => !href.includes('?'));
const resultsOf = (html: string) => /data-search-page[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';

test('/de/search/?q=firewall lists German results only, grouped, with matches marked, not indexed', async ({ request }) => {
  const response = await request.get('/de/search/?q=firewall');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const de = catalog('de', 'search');
  expect(html).toContain('<html lang="de"');
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  const results = resultsOf(html);
  expect(results).toContain(decodeEntities(de['search.group.docs'] as string));
  const links = resultLinks(results);
  expect(links.length).toBeGreaterThan(3);
  for (const href of links) expect(href).toMatch(/^\/de\//);
  expect(results).toContain('<mark');
  expect(decodeEntities(results.replace(/<[^>]+>/g, ''))).toContain('Cloud-Firewall');
});

test('drafts, tutorials scheduled later and marketplace drafts never appear in results', async ({ request }) => {
  for (const [query, hidden] of [
    ['wireguard', '/tutorials/set-up-wireguard-vpn/'],
    ['pg_upgradecluster', '/tutorials/upgrade-to-postgresql-17/'],
    ['netdata', '/tutorials/monitor-servers-with-netdata/'],
    ['coolify', '/marketplace/coolify/'],
  ]) {
    const html = await (await request.get(`/search/?q=${encodeURIComponent(query as string)}`)).text();
    expect(html, query).not.toContain(`href="${hidden}"`);
  }
  // The published WireGuard app is found, so the search did run.
  expect(await (await request.get('/search/?q=wireguard')).text()).toContain('href="/marketplace/wireguard/"');
});

test('empty, too short and no-result searches offer a way on; the empty one is indexed on production', async ({ request }) => {
  const en = catalog('en-us', 'search');
  // On the production host, where only the page's own rules decide (other hosts are never indexed).
  const empty = await (await request.get('/search/', { headers: { host: new URL(siteConfig.siteUrl).host } })).text();
  expect(empty).toContain('href="/search/?q=Kubernetes"');
  expect(empty).not.toMatch(/<meta name="robots" content="noindex/);
  expect(resultsOf(await (await request.get('/search/?q=x')).text())).toContain(en['search.tooShort']);
  const typo = await (await request.get('/search/?q=kubrnts')).text();
  expect(visibleText(typo)).toContain('0 results for “kubrnts”');
  expect(decodeEntities(typo)).toMatch(/Did you mean <a href="\/search\/\?q=Kubernetes">Kubernetes<\/a>\?/);
  expect(visibleText(typo)).toContain(en['search.popular']);
});

test('a collection link lists all its results and links back', async ({ request }) => {
  const all = await (await request.get('/search/?q=server')).text();
  expect(decodeEntities(all)).toContain('href="/search/?q=server&in=docs"');
  const docs = resultsOf(await (await request.get('/search/?q=server&in=docs')).text());
  expect(resultLinks(docs).length).toBeGreaterThan(5);
  for (const href of resultLinks(docs)) expect(href).toMatch(/^\/docs\//);
});

test('the suggestions endpoint answers the best few items of a locale in a few hundred bytes, and 404s an unknown one', async ({
  request,
}) => {
  const response = await request.get('/api/search/suggest/fr?q=pare-feu');
  expect(response.status()).toBe(200);
  const body = await response.body();
  expect(body.length).toBeLessThanOrEqual(10 * 1024);
  const { items } = JSON.parse(body.toString()) as { items: { url: string; title: string }[] };
  expect(items.length).toBeGreaterThan(0);
  expect(items.length).toBeLessThanOrEqual(6);
  expect(items[0]?.url).toBe('/fr/docs/firewall/');
  for (const item of items) expect(item.url).toMatch(/^\/fr\//);
  expect(JSON.parse(await (await request.get('/api/search/suggest/fr?q=x')).text())).toEqual({ items: [] });
  expect((await request.get('/api/search/suggest/xx?q=firewall')).status()).toBe(404);
});

test('the home page declares the site search to search engines', async ({ request }) => {
  for (const [path, target] of [
    ['/', '/search/?q={search_term_string}'],
    ['/de/', '/de/search/?q={search_term_string}'],
  ] as const) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1] as string),
    );
    const site = blocks.find((block) => block['@type'] === 'WebSite');
    expect(site?.potentialAction?.target?.urlTemplate).toMatch(new RegExp(`${target.replace(/[?{}]/g, '\\$&')}$`));
  }
});

test('the header box works by keyboard alone, asking the server for suggestions in a few KB per burst of typing', async ({
  page,
}) => {
  const searchRequests: string[] = [];
  let searchBytes = 0;
  page.on('response', async (response) => {
    if (!response.url().includes('/api/search/')) return;
    searchRequests.push(response.url());
    searchBytes += (await response.body()).length;
  });
  await page.goto('/tutorials/');
  await page.waitForLoadState('networkidle');
  const toggle = page.locator('[data-site-search] > summary');
  for (let i = 0; i < 40 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  expect(searchRequests).toEqual([]);
  await page.keyboard.press('Enter');
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await expect(box).toBeFocused();
  await page.keyboard.type('nextcloud');
  await expect(page.getByRole('option').first()).toContainText('Nextcloud');
  // The browser holds no index: it asks for the suggestions of what was typed, once typing pauses.
  expect(searchRequests.length).toBeGreaterThan(0);
  for (const url of searchRequests) expect(url).toMatch(/\/api\/search\/suggest\/en-us\?q=/);
  expect(searchBytes).toBeLessThanOrEqual(10 * 1024);
  // Closed and opened again, the search puts the caret back in the box, which kept the text.
  await toggle.click();
  await expect(box).toBeHidden();
  await toggle.click();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('nextcloud');
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/marketplace\/nextcloud\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nextcloud');
});

test('without a highlighted suggestion, Enter opens the results page', async ({ page }) => {
  await page.goto('/de/docs/');
  await page.waitForLoadState('networkidle');
  await page.locator('[data-site-search] > summary').click();
  // Typing starts once the field has the caret, as it would for a person.
  await expect(page.getByRole('searchbox').or(page.getByRole('combobox')).first()).toBeFocused();
  await page.keyboard.type('backup');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/search\/\?q=backup$/);
  await expect(page.locator('[data-search-page] mark').first()).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the header toggle opens and its form lands on the results page', async ({ page }) => {
    await page.goto('/blog/');
    await page.locator('[data-site-search] > summary').click();
    const box = page.locator('[data-site-search] input[name="q"]');
    await box.fill('terraform');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=terraform$/);
    await expect(page.locator('[data-search-page] a[href="/docs/terraform/"]')).toBeVisible();
  });
});
