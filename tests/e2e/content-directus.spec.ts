import { expect, test } from '@playwright/test';
import { directusSitePort, fakeDirectusPort } from '../../playwright.config.ts';
import { catalog, visibleText } from './helpers.ts';

// This file drives the site process whose content comes from the fake Directus.
test.describe.configure({ mode: 'serial' });
const site = `http://127.0.0.1:${directusSitePort}`;
const directus = `http://127.0.0.1:${fakeDirectusPort}`;

test.afterEach(async ({ request }) => {
  await request.get(`${directus}/__mode?set=ok`);
});

// First in this serial file: no other test has asked this process for the Italian FAQ's questions.
test('/faq/ renders inside the site, with its failure message, when Directus has never answered', async ({ request }) => {
  await request.get(`${directus}/__mode?set=fail`);
  const res = await request.get(`${site}/it/faq/`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const text = visibleText(html);
  expect(text).toContain(catalog('it', 'content')['content.faq.unavailable']);
  expect(text).toContain(catalog('it', 'pages')['faq.heading']);
  // The site chrome around it: the header's main navigation and the footer's certification line.
  expect(html).toContain(`aria-label="${catalog('it', 'common')['nav.label']}"`);
  expect(text).toContain(catalog('it', 'common')['footer.certification']);
});

test('a page that fails to render answers its 5xx with the localized error page inside the site chrome', async ({ request }) => {
  await request.get(`${directus}/__mode?set=fail`);
  // The marketplace rethrows a content failure (spec §8); this locale's list was never loaded before.
  const res = await request.get(`${site}/pt-br/marketplace/`);
  expect(res.status()).toBeGreaterThanOrEqual(500);
  const html = await res.text();
  const common = catalog('pt-br', 'common');
  const text = visibleText(html);
  expect(text).toContain(common['error.heading']);
  expect(text).toContain((common['error.status'] ?? '').replace('{status}', String(res.status())));
  expect(html).toContain('<html lang="pt-BR"');
  expect(html).toContain(`aria-label="${common['nav.label']}"`);
  expect(text).toContain(common['footer.certification']);
  // Only the server itself gets that page from its path.
  expect((await request.get(`${site}/__error/`)).status()).toBe(404);
});

test('pages render from Directus; a tutorial 2 h ahead is shown, one 5 h ahead is not', async ({ request }) => {
  const list = await (await request.get(`${site}/tutorials/`)).text();
  expect(list).toContain('/tutorials/e2e-scheduled-in-two-hours/');
  expect(list).not.toContain('e2e-scheduled-in-five-hours');
  expect((await request.get(`${site}/tutorials/e2e-scheduled-in-two-hours/`)).status()).toBe(200);
  expect((await request.get(`${site}/tutorials/e2e-scheduled-in-five-hours/`)).status()).toBe(404);
  expect((await request.get(`${site}/de/docs/vpc/nat/`)).status()).toBe(200);
  const redirect = await request.get(`${site}/docs/servers/backup/`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
});

for (const mode of ['fail', 'hang'] as const) {
  test(`with Directus ${mode === 'fail' ? 'answering 500' : 'hanging'}, loaded content keeps answering 200`, async ({
    request,
  }) => {
    const pages = ['/docs/firewall/', '/tutorials/install-nginx-ubuntu-24-04/', '/blog/', '/marketplace/minio/'];
    for (const path of pages) expect((await request.get(`${site}${path}`)).status(), path).toBe(200);
    await request.get(`${directus}/__mode?set=${mode}`);
    for (const path of pages) {
      // Cached pages, and new URLs whose content queries were answered before.
      expect.soft((await request.get(`${site}${path}`)).status(), path).toBe(200);
      const started = Date.now();
      expect.soft((await request.get(`${site}${path}?utm_source=e2e-${mode}`)).status(), `${path}?utm`).toBe(200);
      expect.soft(Date.now() - started, `${path} does not wait for the service`).toBeLessThan(2000);
    }
    expect((await request.get(`${site}/healthz`)).status()).toBe(200);
  });
}

test('site search reads its index from Directus', async ({ request }) => {
  const html = await (await request.get(`${site}/search/?q=scheduled+hours+ahead`)).text();
  expect(html).toContain('/tutorials/e2e-scheduled-in-two-hours/');
  expect(html).not.toContain('/tutorials/e2e-scheduled-in-five-hours/');
});
