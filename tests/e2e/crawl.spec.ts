import { expect, test } from '@playwright/test';
import { localeCodes } from '#intl/locales.ts';
import { siteConfig } from '#src/lib/site-config.ts';
import { decodeEntities } from './helpers.ts';

// Every page of every locale, from the sitemaps, as a crawler sees it (issue 7).
// One test requests every sitemap URL of every locale, then every link they hold, one at a time:
// over a thousand requests, which take 5 to 6 minutes on this 2-core machine beside the other worker.
test.describe.configure({ timeout: 600_000 });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1] as string));
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

test('robots.txt closes every host but production; the sitemap index lists one sitemap per locale', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
  const production = await request.get('/robots.txt', { headers: { host: new URL(siteConfig.siteUrl).host } });
  expect(await production.text()).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  expect(locs(await index.text())).toEqual(localeCodes.map((l) => `${siteConfig.siteUrl}/sitemap-${l}.xml`));
  expect((await request.get('/sitemap-xx.xml')).status()).toBe(404);
});

test('every page is noindex on any host but production, prerendered or rendered (spec §2)', async ({ request }) => {
  const production = { host: new URL(siteConfig.siteUrl).host };
  for (const url of ['/pricing/', '/de/products/kubernetes/', '/docs/cloud-servers/backups/', '/blog/']) {
    const local = await (await request.get(url)).text();
    expect(local.match(/<meta name="robots"[^>]*>/g), url).toEqual(['<meta name="robots" content="noindex"/>']);
    const live = await (await request.get(url, { headers: production })).text();
    expect(live, url).not.toContain('name="robots"');
  }
});

test('llms.txt lists the docs and tutorials', async ({ request }) => {
  const text = await (await request.get('/llms.txt')).text();
  expect(text).toMatch(/^# Nuvora\n\n> /);
  expect(text).toMatch(/## Docs\n\n- \[[^\]]+\]\(https:\/\/[^)]+\/docs\/[^)]+\/\)/);
  expect(text).toMatch(/## Tutorials\n\n- \[[^\]]+\]\(https:\/\/[^)]+\/tutorials\/[^)]+\/\)/);
});

test('every page in every sitemap: 200, one h1, unique title and description, canonical, images, and links that resolve', async ({
  request,
  baseURL,
}) => {
  const local = (url: string) => url.replace(siteConfig.siteUrl, baseURL as string);
  const problems: string[] = [];
  const links = new Map<string, string>();
  for (const locale of localeCodes) {
    const xml = await (await request.get(`/sitemap-${locale}.xml`)).text();
    const urls = locs(xml);
    expect(urls.length, locale).toBeGreaterThan(20);
    expect(xml).toContain('hreflang="x-default"');
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const url of urls) {
      const res = await request.get(local(url), { maxRedirects: 0 });
      if (res.status() !== 200) {
        problems.push(`${url}: status ${res.status()}`);
        continue;
      }
      const html = await res.text();
      const say = (what: string) => problems.push(`${url}: ${what}`);
      const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
      if (h1s !== 1) say(`${h1s} <h1>`);
      const title = decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
      const description = decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
      if (!title) say('no title');
      if (!description) say('no description');
      if (titles.has(title)) say(`title also on ${titles.get(title)}`);
      if (descriptions.has(description)) say(`description also on ${descriptions.get(description)}`);
      titles.set(title, url);
      descriptions.set(description, url);
      const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
      if (canonical !== url) say(`canonical ${canonical}`);
      for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
        if (attr(img, 'alt') === undefined) say(`image without alt: ${img.slice(0, 120)}`);
        if (!attr(img, 'width') || !attr(img, 'height')) say(`image without dimensions: ${img.slice(0, 120)}`);
      }
      for (const [, href] of html.matchAll(/<a\b[^>]*\shref="(\/[^"/][^"]*|\/)"/g)) {
        const target = decodeEntities(href as string).split('#')[0] as string;
        if (!links.has(target)) links.set(target, url);
      }
    }
  }
  for (const [href, from] of links) {
    const res = await request.get(href, { maxRedirects: 0 });
    if (res.status() === 200) continue;
    const location = res.headers().location;
    if (res.status() >= 300 && res.status() < 400 && location) {
      // The sign-in start hands the visitor to the control panel: another site, not crawled.
      if (new URL(location, baseURL).origin !== new URL(baseURL as string).origin && href === '/api/auth/start') continue;
      const next = await request.get(new URL(location, baseURL).href, { maxRedirects: 0 });
      if (next.status() !== 200) problems.push(`${href} (linked from ${from}): redirect chain to ${location} → ${next.status()}`);
      continue;
    }
    problems.push(`${href} (linked from ${from}): status ${res.status()}`);
  }
  expect(problems).toEqual([]);
});
