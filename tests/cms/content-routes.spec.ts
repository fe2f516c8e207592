import { expect, test } from '@playwright/test';
import { localeCodes } from '#intl/locales.ts';
import { siteConfig } from '#src/lib/site-config.ts';
import { decodeEntities } from '#tests/e2e/helpers.ts';

// Every content item's page of every locale, as the locale's sitemap lists them, read from the real
// Directus (each kind of list page is checked in every locale by tests/e2e/content.spec.ts).
const itemPage =
  /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:blog\/(?!news\/|successstories\/)[a-z0-9-]+\/|tutorials\/(?!topics\/|tag\/)(?:authors\/)?[a-z0-9-]+\/|docs\/.+|marketplace\/[a-z0-9-]+\/)$/;
/**
 * One page at a time per locale (two locales at once): with 4 per worker, a loaded machine made
 * Directus miss the site's 10 s time-out, whose breaker then failed every query for 5 s (76 × 500).
 */
const inParallel = 1;

for (const locale of localeCodes) {
  test(`every content page of the ${locale} sitemap answers 200 with one h1, read from Directus`, async ({ request }) => {
    const xml = await (await request.get(`/sitemap-${locale}.xml`)).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => decodeEntities(match[1] as string).replace(siteConfig.siteUrl, ''))
      .filter((path) => itemPage.test(path));
    // Items in every section: the sitemap is built from the content Directus answered.
    for (const section of ['blog', 'tutorials', 'docs', 'marketplace'])
      expect(paths.filter((path) => path.includes(`/${section}/`)).length, section).toBeGreaterThan(3);
    const queue = [...paths];
    const worker = async () => {
      for (let path = queue.shift(); path; path = queue.shift()) {
        const res = await request.get(path, { maxRedirects: 0 });
        expect.soft(res.status(), path).toBe(200);
        expect.soft(((await res.text()).match(/<h1[\s>]/g) ?? []).length, `${path} has one h1`).toBe(1);
      }
    };
    await Promise.all(Array.from({ length: inParallel }, worker));
  });
}
