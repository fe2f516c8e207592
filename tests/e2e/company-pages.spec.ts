import { expect, test } from '@playwright/test';
import { localizePath } from '#intl/locales.ts';
import { competitorProfiles } from '#src/lib/alternatives/competitor-facts.ts';
import { siteConfig } from '#src/lib/site-config.ts';
import { competitors } from '#src/routes/route-table.ts';
import { catalog, hydrated, localeCodes, storedSubmissions, visibleText } from './helpers.ts';

test.describe('partner application', () => {
  for (const locale of ['en-us', 'de'] as const) {
    test(`${locale}: blank and bad e-mail show the messages, a full application is stored`, async ({ page }) => {
      const forms = catalog(locale, 'forms');
      const labels = catalog(locale, 'marketing/partner-contact');
      await page.goto(localizePath('/partners/apply/', locale));
      await hydrated(page);
      const form = page.locator('form[data-form="partner-contact"]');
      const submit = form.getByRole('button', { name: labels['partner-contact.submit'] });
      await submit.click();
      await expect(form.getByText(forms['form.error.blank'] as string, { exact: true })).toHaveCount(10);
      await expect(form.getByText(forms['form.error.choose'] as string, { exact: true })).toHaveCount(2);

      // Labels end with the required mark; the accessible name starts with the catalog text.
      const field = (name: string) =>
        form.getByLabel(labels[`partner-contact.${name}`] as string).and(form.locator(`[name="${name}"]`));
      await field('name').fill('Jonas');
      await field('surname').fill('Becker');
      await field('fullName').fill('Jonas Becker');
      await field('email').fill('jonas@becker-web');
      await field('phone').fill('+49 30 1234567');
      await field('companyName').fill('Becker Webdesign');
      await form.getByRole('radio', { name: labels['partner-contact.companyType.llc'] }).check();
      await field('website').fill('https://becker-web.example');
      await field('coreBusiness').fill('Web agency');
      await form.getByRole('radio', { name: labels['partner-contact.hubPosition.service'] }).check();
      await field('otherPartners').fill('None yet');
      await field('message').fill('We host about forty client sites and want to move them.');
      await submit.click();
      await expect(form.getByText(forms['form.error.emailValid'] as string, { exact: true })).toBeVisible();
      await expect(field('companyName')).toHaveValue('Becker Webdesign');

      const email = `jonas.${locale}@becker-web.example`;
      await field('email').fill(email);
      await submit.click();
      await expect(page.locator('[data-form-sent]')).toBeVisible();
      const stored = storedSubmissions().filter((s) => s.form === 'partner-contact' && s.payload.email === email);
      expect(stored.at(-1)).toMatchObject({
        locale,
        payload: { companyType: 'llc', hubPosition: 'service', phone: '+49 30 1234567' },
      });
    });
  }
});

test('comparison pages: a sourced, dated table in every locale', async ({ request }) => {
  for (const competitor of competitors) {
    const profile = competitorProfiles[competitor];
    for (const locale of localeCodes) {
      const res = await request.get(localizePath(`/alternatives/${competitor}/`, locale));
      expect(res.status(), `${competitor} ${locale}`).toBe(200);
      const html = await res.text();
      const rows = html.match(/<tr>/g)?.length ?? 0;
      expect(rows, `${competitor} ${locale}`).toBe(Object.keys(profile.facts).length + 1);
      for (const source of profile.sources) expect(html).toContain(`href="${source.url}"`);
      expect(html).toContain('<time dateTime="2026-11-21"');
      // A missing translation would show its id.
      expect(html, `${competitor} ${locale}`).not.toMatch(/>[^<]*alternative\.[a-z]+\.[a-zA-Z.]+/);
    }
  }
});

test('comparison pages write their dates and amounts the way the page locale does', async ({ request }) => {
  const en = visibleText(await (await request.get('/alternatives/hetzner/')).text());
  expect(en).toContain('Hetzner figures compiled on November 21, 2026');
  expect(en).toContain('Base price up to €5 a month');
  const de = visibleText(await (await request.get('/de/alternatives/digitalocean/')).text());
  expect(de).toContain('Stand der Angaben zu DigitalOcean: 21. November 2026');
  expect(de).toContain('Seite vom 7. Mai 2025');
  // Ours from the catalog, theirs from the published figures, both through the one formatter.
  expect(de).toContain('18\u00a0$');
  expect(de).toContain('0,02\u00a0$');
});

test('an invitation link carries its code to sign-up and is not indexed; /r/ explains invitations', async ({ request }) => {
  const invited = await (await request.get('/fr/r/friend42/')).text();
  expect(invited).toContain('<meta name="robots" content="noindex"');
  expect(invited).toMatch(/href="https:\/\/my\.nuvora\.cloud\/signup\?ref=friend42"/);
  // The production host, where only the page's own rule decides (other hosts are never indexed).
  const about = await (await request.get('/r/', { headers: { host: new URL(siteConfig.siteUrl).host } })).text();
  expect(about).not.toContain('noindex');
  expect(about).toContain(`href="${localizePath('/partners/program/', 'en-us')}"`);
  expect((await request.get('/r/not%20a%20code/')).status()).toBe(404);
});

test('the contacts map loads nothing from the map service until asked', async ({ page }) => {
  const mapRequests: string[] = [];
  await page.route('https://www.openstreetmap.org/**', (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<p>map</p>' });
  });
  await page.goto('/de/contacts/');
  await hydrated(page);
  const labels = catalog('de', 'marketing/contacts');
  await expect(page.locator('[data-map-facade] iframe')).toHaveCount(0);
  await expect(page.locator('[data-map-facade] li')).toHaveCount(5);
  expect(mapRequests).toEqual([]);
  await page.getByRole('button', { name: labels['map.load'] }).click();
  await expect(page.locator('[data-map-facade] iframe')).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html/);
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
});
