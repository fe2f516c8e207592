import { expect, test } from '@playwright/test';
import { catalog, decodeEntities, hydrated, localeCodes, locales, storedSubmissions, visibleText } from './helpers.ts';

const prefix = (locale: string) => (locale === 'en-us' ? '' : `/${locale}`);

/** One page of each content kind, named by an item every locale has. */
const contentPages = [
  '/blog/',
  '/blog/news/',
  '/blog/successstories/',
  '/blog/warsaw-region-launch/',
  '/tutorials/',
  '/tutorials/topics/',
  '/tutorials/authors/',
  '/tutorials/authors/maya-okafor/',
  '/tutorials/tag/',
  '/tutorials/tag/docker/',
  '/tutorials/install-docker-ubuntu-24-04/',
  '/docs/',
  '/docs/cloud-servers/',
  '/docs/cloud-servers/backups/',
  '/docs/cloud-servers/backups/restore-backup/',
  '/faq/',
  '/marketplace/',
  '/marketplace/nextcloud/',
  '/api-docs/',
  '/sitemap/',
];

const titleOf = (html: string) => decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
/** The visible text of the page's main landmark. */
const mainText = (html: string) =>
  decodeEntities((/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));

for (const locale of localeCodes) {
  test(`content pages answer 200 in ${locale}, in that language`, async ({ request }) => {
    for (const path of contentPages) {
      const url = `${prefix(locale)}${path}`;
      const res = await request.get(url, { maxRedirects: 0 });
      expect.soft(res.status(), url).toBe(200);
      const html = await res.text();
      expect.soft(html, url).toContain(`<html lang="${locales[locale].iso}"`);
      expect.soft((html.match(/<h1[\s>]/g) ?? []).length, `${url} has one h1`).toBe(1);
      expect.soft(titleOf(html), url).toBeTruthy();
      if (locale !== 'en-us') {
        // The page's own words are translated, not the English page under another prefix.
        const english = mainText(await (await request.get(path)).text());
        expect.soft(mainText(html), `${url} is translated`).not.toBe(english);
      }
    }
  });
}

test('an article carries its author, share links, contents and structured data', async ({ request }) => {
  const html = await (await request.get('/tutorials/install-docker-ubuntu-24-04/')).text();
  expect(html).toContain('"@type":"TechArticle"');
  expect(html).toContain('"@type":"BreadcrumbList"');
  expect(visibleText(html)).toContain('Maya Okafor');
  expect(html).toContain('https://www.linkedin.com/sharing/share-offsite/');
  expect(html).toMatch(/<pre tabindex="0"><code class="hljs language-bash">/);
  const de = await (await request.get('/de/docs/firewall/')).text();
  expect(de).toContain('hrefLang="x-default"');
  expect(visibleText(de)).toContain(catalog('de', 'content')['content.docs.nav']);
});

test('drafts, unpublished authors and far-scheduled tutorials are absent', async ({ request }) => {
  for (const url of [
    '/tutorials/set-up-wireguard-vpn/',
    '/tutorials/upgrade-to-postgresql-17/',
    '/tutorials/monitor-servers-with-netdata/',
    '/tutorials/authors/alex-morgan/',
    '/marketplace/coolify/',
  ]) {
    expect.soft((await request.get(url)).status(), url).toBe(404);
  }
  const list = await (await request.get('/tutorials/?page=1')).text();
  expect(list).not.toContain('set-up-wireguard-vpn');
});

test('a prefixed content page without its translation moves to the default locale', async ({ request }) => {
  const res = await request.get('/de/tutorials/secure-nginx-with-lets-encrypt/', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/tutorials/secure-nginx-with-lets-encrypt/');
  const translated = await request.get('/de/tutorials/install-docker-ubuntu-24-04/', { maxRedirects: 0 });
  expect(translated.status()).toBe(200);
  expect((await request.get('/de/tutorials/never-written/', { maxRedirects: 0 })).status()).toBe(404);
});

test('the docs-redirect collection answers 301 in every locale', async ({ request }) => {
  for (const locale of ['en-us', 'fr']) {
    const res = await request.get(`${prefix(locale)}/docs/servers/backup/`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(`${prefix(locale)}/docs/cloud-servers/backups/`);
  }
});

test('docs search finds a term in a body and not one only in a menu title; four levels are a 404', async ({ request }) => {
  const html = await (await request.get('/docs/?q=cloud-init')).text();
  const results = /<ul[^>]*data-docs-results[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  expect(results).toContain('/docs/cloud-servers/create-server/');
  expect(results).not.toContain('href="/docs/cloud-servers/cloud-init/"');
  expect((await request.get('/docs/a/b/c/d/')).status()).toBe(404);
  expect((await request.get('/docs/cloud-servers/backups/restore-backup/extra/')).status()).toBe(404);
});

test('blog and tutorial lists page, search and publish RSS', async ({ request }) => {
  const search = await (await request.get('/tutorials/?q=nginx')).text();
  expect(visibleText(search)).toContain(catalog('en-us', 'content')['content.search.inTitles']);
  expect(search).toContain('/tutorials/install-nginx-ubuntu-24-04/');
  expect((await request.get('/tutorials/?page=99')).status()).toBe(404);
  expect((await request.get('/tutorials/?topic=no-such-topic')).status()).toBe(404);
  const feed = await request.get('/de/blog/rss.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  const xml = await feed.text();
  expect(xml).toContain('<language>de</language>');
  expect(xml).toContain('https://nuvora.cloud/de/blog/warsaw-region-launch/');
});

test('the FAQ page groups questions by landing page with FAQPage data', async ({ request }) => {
  const html = await (await request.get('/faq/')).text();
  expect(html).toContain('"@type":"FAQPage"');
  expect(html.indexOf('faq-products-cloud-server')).toBeLessThan(html.indexOf('faq-products-managed-database'));
  expect(html).not.toContain('faq-products-wordpress-hosting');
});

test('a view is counted once per page view, through the API', async ({ page, request }) => {
  const counted = page.waitForRequest((req) => req.url().endsWith('/api/content/views') && req.method() === 'POST');
  await page.goto('/tutorials/install-nginx-ubuntu-24-04/');
  expect(JSON.parse((await counted).postData() ?? '{}')).toEqual({
    collection: 'tutorials',
    locale: 'en-us',
    path: 'install-nginx-ubuntu-24-04',
  });
  const origin = new URL(page.url()).origin;
  const ok = await request.post('/api/content/views', {
    headers: { origin },
    data: { collection: 'news', locale: 'en-us', path: 'warsaw-region-launch' },
  });
  expect(ok.status()).toBe(204);
  const unknown = await request.post('/api/content/views', {
    headers: { origin },
    data: { collection: 'tutorials', locale: 'en-us', path: 'set-up-wireguard-vpn' },
  });
  expect(unknown.status()).toBe(404);
  const crossSite = await request.post('/api/content/views', {
    headers: { origin: 'https://evil.example' },
    data: { collection: 'news', locale: 'en-us', path: 'warsaw-region-launch' },
  });
  expect(crossSite.status()).toBe(403);
});

test('a docs page is rated in its dialog, which knows the page', async ({ page }) => {
  await page.goto('/docs/vpc/nat/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Rate this page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rate this page' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-docs-article]')).toContainText(/NAT/);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please rate the article from 1 to 5')).toBeVisible();
  await dialog.getByRole('radio', { name: '4 – Very helpful' }).check();
  await dialog.getByLabel('What was missing or unclear? (optional)').fill('An example with two NAT gateways in one region.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.locator('[data-form-sent]')).toBeVisible();
  const stored = storedSubmissions().filter((entry) => entry.form === 'docs-rating');
  expect(stored.at(-1)?.payload).toMatchObject({ rating: 4, articleTitle: expect.stringMatching(/NAT/) });
});

test('the language menu of an English-only page offers every language, each leading to a page that exists', async ({
  page,
  request,
}) => {
  // Seven blog lists rendered cold, one after the other, on a shared 2-core machine.
  test.setTimeout(120_000);
  await page.goto('/blog/vpc-nat-gateway/');
  const menu = page
    .locator('header details')
    .filter({ has: page.locator('a[hreflang]') })
    .first();
  await menu.locator('summary').click();
  const links = menu.locator('a[hreflang]');
  await expect(links).toHaveCount(localeCodes.length);
  const hrefs: Record<string, string> = {};
  for (const l of localeCodes) hrefs[l] = (await menu.locator(`a[lang="${locales[l].iso}"]`).getAttribute('href')) ?? '';
  expect(hrefs).toMatchObject({ 'en-us': '/blog/vpc-nat-gateway/', de: '/de/blog/', 'pt-br': '/pt-br/blog/' });
  for (const href of Object.values(hrefs)) expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
  await expect(menu.getByRole('link', { name: locales.de.name })).toBeVisible();
});
