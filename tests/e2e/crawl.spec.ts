import { expect, test } from '@playwright/test';
import { localeCodes } from '#intl/locales.ts';
import { siteConfig } from '#src/lib/site-config.ts';
import { matchRoute } from '#src/routes/route-matcher.ts';
import { decodeEntities, visibleText } from './helpers.ts';

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
  // A second part exists only past `urlsPerSitemap` URLs.
  expect((await request.get('/sitemap-en-us-2.xml')).status()).toBe(404);
  // Served from the kept compressed copy, identical to the plain one.
  const plain = await (await request.get('/sitemap-de.xml', { headers: { 'accept-encoding': 'identity' } })).text();
  const gzipped = await request.get('/sitemap-de.xml', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(await gzipped.text()).toBe(plain);
  expect(locs(plain).length).toBeGreaterThan(10);
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

test('the technical static-disable page is noindex on every host and in no sitemap or navigation', async ({ request }) => {
  const production = { host: new URL(siteConfig.siteUrl).host };
  for (const url of ['/static-disable/', '/de/static-disable/']) {
    for (const headers of [{}, production]) {
      const html = await (await request.get(url, { headers })).text();
      expect(html.match(/<meta name="robots"[^>]*>/g), `${url} ${JSON.stringify(headers)}`).toEqual([
        '<meta name="robots" content="noindex"/>',
      ]);
      expect(visibleText(html)).not.toMatch(/served fresh|prebuilt|aktuell ausgeliefert/i);
    }
  }
  for (const locale of localeCodes) {
    expect(await (await request.get(`/sitemap-${locale}.xml`)).text()).not.toContain('static-disable');
  }
  for (const url of ['/', '/sitemap/', '/de/sitemap/'])
    expect(await (await request.get(url)).text(), url).not.toContain('static-disable');
});

// Pages whose existence in a locale is per item, not per route: the ones a remembered language looped
// on (issue 24). All of them are followed; of every other kind of page, a sample.
const everyItemOf = new Set(['blog-article', 'tutorials-article', 'tutorials-tagged', 'tutorials-author', 'marketplace-item']);
const samplePerKind = 3;

test('a remembered language (use_lang) never loops and never leads to a missing page, in any locale', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin;
  const listed = locs(await (await request.get('/sitemap-en-us.xml')).text()).map((url) => new URL(url).pathname);
  // Tag pages are not in the sitemap: the tags index links them all.
  const tagsIndex = await (await request.get('/tutorials/tag/')).text();
  const tags = [...tagsIndex.matchAll(/href="(\/tutorials\/tag\/[^"/]+\/)"/g)].map((m) => decodeEntities(m[1] as string));
  const paths = [...new Set([...listed, ...tags])];
  const taken = new Map<string, number>();
  const sample = paths.filter((path) => {
    const kind = matchRoute(path)?.route.kind ?? 'unknown';
    taken.set(kind, (taken.get(kind) ?? 0) + 1);
    return everyItemOf.has(kind) || (taken.get(kind) ?? 0) <= samplePerKind;
  });
  expect(sample.filter((path) => path.startsWith('/tutorials/tag/')).length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const locale of localeCodes.filter((l) => l !== 'en-us')) {
    for (const start of sample) {
      const chain = [start];
      for (;;) {
        const res = await request.get(`${origin}${chain.at(-1)}`, { maxRedirects: 0, headers: { cookie: `use_lang=${locale}` } });
        const location = res.headers().location;
        if (res.status() >= 300 && res.status() < 400 && location) {
          const next = new URL(location, origin);
          const path = `${next.pathname}${next.search}`;
          if (next.origin !== origin || chain.includes(path) || chain.length > 3) {
            problems.push(`use_lang=${locale}: ${[...chain, location].join(' → ')} (loop or off-site)`);
            break;
          }
          chain.push(path);
          continue;
        }
        if (res.status() !== 200) problems.push(`use_lang=${locale}: ${chain.join(' → ')} answers ${res.status()}`);
        break;
      }
    }
  }
  expect(problems).toEqual([]);
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
