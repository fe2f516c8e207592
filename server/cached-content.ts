import type { Context } from 'hono';
import { isLocale, type Locale } from '#intl/locales.ts';
import { contentSource } from '#src/lib/content/content-source.ts';
import { faqGroups, landingFaq, landingPages } from '#src/lib/content/faq.ts';
import { mainPageNews } from '#src/lib/content/news.ts';
import { mainPageListLimit } from '#src/lib/content/rules.ts';
import { mainPageTutorials } from '#src/lib/content/tutorials.ts';

export class BadCachedCall extends Error {}

/** The content calls the cached proxy answers (spec §7), and the parameters each one takes. */
const calls = {
  landing_pages: ['locale'],
  faq: ['locale', 'landing_page'],
  tutorials: ['locale', 'limit'],
  news: ['locale', 'limit'],
} as const;
type CallName = keyof typeof calls;

export type CachedCall = { call: CallName; locale: Locale; landingPage?: string; limit?: number };

const ORIGIN = 'http://cached-content.invalid';
const LANDING_PATH = /^\/[a-z0-9\-/]{0,200}$/;

/**
 * Reads `url` of `/landing-api/cached/get?url=`: a content call such as
 * `items/faq?locale=de&landing_page=/products/vpc/`. Only the calls above are
 * answered, and nothing is ever fetched from the URL itself: an absolute or
 * protocol-relative URL, another path or an unknown parameter is a 400.
 */
export const parseCachedCall = (raw: string | undefined): CachedCall => {
  if (!raw) throw new BadCachedCall('Missing url: a content call such as items/faq?locale=en-us.');
  if (/^\s*(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i.test(raw) || raw.includes('\\')) {
    throw new BadCachedCall('url must be a content call path, not an address.');
  }
  const url = new URL(raw.startsWith('/') ? raw : `/${raw}`, ORIGIN);
  if (url.origin !== ORIGIN) throw new BadCachedCall('url must be a content call path, not an address.');
  const name = /^\/items\/([a-z_]+)\/?$/.exec(url.pathname)?.[1];
  if (!name || !Object.hasOwn(calls, name)) {
    throw new BadCachedCall(
      `Unknown content call ${url.pathname}. Use one of: ${Object.keys(calls)
        .map((c) => `items/${c}`)
        .join(', ')}.`,
    );
  }
  const call = name as CallName;
  const allowed: readonly string[] = calls[call];
  for (const key of url.searchParams.keys()) {
    if (!allowed.includes(key)) throw new BadCachedCall(`items/${call} takes only: ${allowed.join(', ')}.`);
  }
  const locale = url.searchParams.get('locale') ?? 'en-us';
  if (!isLocale(locale)) throw new BadCachedCall(`Unknown locale "${locale}".`);
  const parsed: CachedCall = { call, locale };
  const landingPage = url.searchParams.get('landing_page');
  if (landingPage !== null) {
    if (!LANDING_PATH.test(landingPage)) throw new BadCachedCall('landing_page must be a site path such as /products/vpc/.');
    parsed.landingPage = landingPage;
  }
  const limit = url.searchParams.get('limit');
  if (limit !== null) {
    const n = /^\d{1,2}$/.test(limit) ? Number(limit) : 0;
    if (n < 1 || n > mainPageListLimit) throw new BadCachedCall(`limit must be between 1 and ${mainPageListLimit}.`);
    parsed.limit = n;
  }
  return parsed;
};

/** The cache id names one answer: the call and its parameters in a fixed order. */
export const cacheIdOf = ({ call, locale, landingPage, limit }: CachedCall): string =>
  [call, locale, landingPage, limit].filter((part) => part !== undefined).join(':');

const answer = async ({ call, locale, landingPage, limit = mainPageListLimit }: CachedCall): Promise<unknown> => {
  const source = contentSource();
  switch (call) {
    case 'landing_pages':
      return landingPages(source, locale);
    case 'faq':
      return landingPage ? landingFaq(source, locale, landingPage) : faqGroups(source, locale);
    case 'tutorials':
      return (await mainPageTutorials(source, locale)).slice(0, limit);
    case 'news':
      return (await mainPageNews(source, locale)).slice(0, limit);
  }
};

/**
 * GET /landing-api/cached/get?url=…: the landing pages, FAQ, and main-page
 * tutorials and news, from the content source's 60 s cache. The body holds
 * the cache id and the parameters it was built from.
 */
export const cachedContentHandler = async (c: Context) => {
  let parsed: CachedCall;
  try {
    parsed = parseCachedCall(c.req.query('url'));
  } catch (error) {
    if (error instanceof BadCachedCall) return c.json({ error: error.message }, 400);
    throw error;
  }
  const { call, ...params } = parsed;
  return c.json({ cache_id: cacheIdOf(parsed), call: `items/${call}`, params, data: await answer(parsed) });
};
