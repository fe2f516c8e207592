import { expect, test } from '@playwright/test';
import { localizePath } from '#intl/locales.ts';
import {
  k8sPresets,
  k8sVersions,
  networkDrivers,
  serverPresets,
  storagePresets,
} from '#src/features/pricing/tariffs/embedded/tariff-presets.ts';
import { competitorProfiles, compiledOn } from '#src/lib/alternatives/competitor-facts.ts';
import { type ComparisonPlace, comparedRows, landingComparisons } from '#src/lib/alternatives/landing-comparisons.ts';
import { ourFigures } from '#src/lib/alternatives/our-figures.ts';
import { catalog, localeCodes, locales, visibleText } from './helpers.ts';

/** Where spec §7 puts the comparison component. */
const pages: Record<ComparisonPlace, string> = {
  home: '/',
  partners: '/partners/',
  'alternative-digitalocean': '/alternatives/digitalocean/',
  'alternative-hetzner': '/alternatives/hetzner/',
  'cloud-server': '/products/cloud-server/',
  'cloud-database': '/products/cloud-database/',
  'cloud-platform': '/products/cloud-platform/',
  's3-storage': '/products/s3-storage/',
  'vps-server-hosting': '/products/vps-server-hosting/',
  'vps-usa': '/products/vps-usa/',
  'wordpress-hosting': '/products/wordpress-hosting/',
  'managed-database': '/products/managed-database/',
};

const embeddedCatalog = { servers: serverPresets, storage: storagePresets, k8s: k8sPresets, k8sVersions, networkDrivers };

/** The comparison's own markup: from its wrapper to the date under it. */
const comparisonHtml = (html: string) => {
  const start = html.indexOf('data-comparison=');
  expect(start, 'no comparison on the page').toBeGreaterThan(-1);
  const end = html.indexOf('</time>', start);
  expect(end).toBeGreaterThan(start);
  return html.slice(html.lastIndexOf('<', start), end + '</time>'.length);
};

expect(Object.keys(pages)).toHaveLength(12);

for (const locale of localeCodes) {
  test(`spec §7, ${locale}: all twelve pages show a compact, sourced and dated comparison`, async ({ request }) => {
    test.setTimeout(120_000);
    const texts = catalog(locale, 'marketing/alternative');
    const ours = ourFigures(embeddedCatalog, locales[locale].iso);
    for (const [place, path] of Object.entries(pages) as [ComparisonPlace, string][]) {
      const url = localizePath(path, locale);
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      const html = comparisonHtml(await res.text());
      const text = visibleText(`<body>${html}`);
      const comparison = landingComparisons[place];
      const profile = competitorProfiles[comparison.competitor];
      const { rows, sources } = comparedRows(comparison, profile, ours);
      expect(rows.length, url).toBeGreaterThan(0);
      // What is compared, in the page's language.
      expect(html.match(/<tr>/g)?.length, url).toBe(rows.length + 1);
      for (const row of rows) {
        expect(text, `${url} ${row.id}`).toContain(texts[`alternative.row.${row.id}`]);
        // Our side: the figures of the price lists the pricing pages read.
        for (const value of Object.values(ours[row.id] ?? {})) expect(text, `${url} ${row.id}`).toContain(value);
      }
      // Where their figures come from, and when they were compiled.
      for (const source of sources) expect(html, url).toContain(`href="${source.url}"`);
      expect(html, url).toContain(`<time dateTime="${compiledOn}"`);
      expect(text, url).toContain(profile.name);
      // No message id left untranslated.
      expect(text, url).not.toMatch(/alternative\.[a-z]+\.[a-zA-Z.]+/);
    }
  });
}

test('the comparison reads its figures as the locale writes them', async ({ request }) => {
  const de = visibleText(await (await request.get('/de/products/cloud-server/')).text());
  expect(de).toContain('Stand der Angaben zu DigitalOcean: 21. November 2026');
  expect(de).toContain('0,0055\u00a0$');
  const fr = visibleText(await (await request.get('/fr/products/s3-storage/')).text());
  expect(fr).toContain('1\u00a0$');
});
