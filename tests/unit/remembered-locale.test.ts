import { readdirSync } from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { localeCodes, splitLocale } from '#intl/locales.ts';
import { createContentModule } from '#server/content/content-module.ts';
import { checkedLocaleRedirect } from '#server/locale-redirect.ts';
import { urlRules } from '#server/middleware/url-rules.ts';
import { contentSource } from '#src/lib/content/content-source.ts';
import { listTags } from '#src/lib/content/tutorials.ts';
import { productionHost, siteConfig } from '#src/lib/site-config.ts';

const englishItems = (collection: string) =>
  readdirSync(`content/${collection}/en-us`)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.replace(/\.md$/, ''));

/** The URL-rules step alone in front of a page that answers 200: what a visitor's redirects come to. */
const site = () => {
  const content = createContentModule();
  const app = new Hono();
  app.use(urlRules([content.docsRedirects], content.missingTranslation, content.pageLocales));
  app.get('*', (c) => c.text('page'));
  return app;
};

/** Follows redirects as `curl -L -b use_lang=…` does; the chain of locations, ending at the first non-redirect. */
const follow = async (app: Hono, path: string, useLang: string) => {
  const chain: string[] = [path];
  for (let hop = 0; hop < 6; hop++) {
    const res = await app.request(`http://localhost${chain.at(-1)}`, { headers: { cookie: `use_lang=${useLang}` } });
    if (res.status < 300 || res.status >= 400) return { chain, status: res.status };
    chain.push(res.headers.get('location') ?? '');
  }
  return { chain, status: 'loop' as const };
};

describe('the remembered language (use_lang) sends a visitor only to a page that exists', () => {
  it('keeps the 302 only when the exact page is shown in that locale', async () => {
    const shownIn = (locales: readonly string[] | null) => async () => locales as never;
    expect(await checkedLocaleRedirect('/blog/a/', '', 'de', shownIn(['en-us']))).toBeNull();
    expect(await checkedLocaleRedirect('/blog/a/', '?x=1', 'de', shownIn(['en-us', 'de']))).toEqual({
      status: 302,
      location: '/de/blog/a/?x=1',
    });
    // A path that names no content item: its route decides.
    expect(await checkedLocaleRedirect('/pricing/', '', 'fr', shownIn(null))).toEqual({ status: 302, location: '/fr/pricing/' });
    // The missing-translation 301 is not affected.
    expect(await checkedLocaleRedirect('/es/vps/promo/try100/', '', undefined, shownIn(null))).toEqual({
      status: 301,
      location: '/vps/promo/try100/',
    });
  });

  it('never loops: every news item, tutorial and tag, with every remembered locale', async () => {
    const app = site();
    const { pageLocales } = createContentModule();
    const tags = (await listTags(contentSource(), 'en-us')).map(({ tag }) => `/tutorials/tag/${encodeURIComponent(tag)}/`);
    const paths = [
      '/blog/vpc-nat-gateway/',
      ...englishItems('news').map((path) => `/blog/${path}/`),
      ...englishItems('tutorials').map((path) => `/tutorials/${path}/`),
      ...tags,
    ];
    expect(tags.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const path of paths) {
      // Files of items not shown (scheduled, draft, unpublished author) are every locale's 404.
      if ((await pageLocales(path))?.length === 0) continue;
      for (const locale of localeCodes) {
        const { chain, status } = await follow(app, path, locale);
        const end = splitLocale(chain.at(-1) ?? '');
        // The page reached must show the item in its locale: no German 404 for an English-only tag.
        const shown = (await pageLocales(end.rest))?.includes(end.locale);
        if (status !== 200 || chain.length > 2 || !shown) failures.push(`${locale}: ${chain.join(' → ')} (${status})`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('sends to the locale when the item is translated there', async () => {
    const de = englishItems('news').find((path) => readdirSync('content/news/de').includes(`${path}.md`));
    expect(de).toBeTruthy();
    expect((await follow(site(), `/blog/${de}/`, 'de')).chain).toEqual([`/blog/${de}/`, `/de/blog/${de}/`]);
  });
});

describe('the production host spelled with www.', () => {
  it('301s to SITE_URL with the same path and query', async () => {
    const res = await site().request(`http://www.${productionHost}/pricing/?a=1`, { headers: { host: `www.${productionHost}` } });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${siteConfig.siteUrl}/pricing/?a=1`);
  });

  it('answers the production host and other hosts as before', async () => {
    for (const host of [productionHost, 'preview.example.com', `www.${productionHost}.example`]) {
      const res = await site().request(`http://${host}/pricing/`, { headers: { host } });
      expect(res.status, host).toBe(200);
    }
  });
});
