import { type Locale, localePrefix, splitLocale } from '#intl/locales.ts';
import { bodySize, createBoundedStore } from '#src/lib/bounded-store.ts';
import { matchRoute } from '#src/routes/route-matcher.ts';
import { isRouteInLocale } from '#src/routes/route-table.ts';

/**
 * Stale-while-revalidate cache of rendered dynamic pages (spec §9: TTL 60 s).
 * Keys carry the locale-prefixed path and query, so each locale has its own
 * entries. A fresh entry is served as is; a stale one is served at once while
 * one background render replaces it; the oldest entries go past `maxEntries`
 * or past `maxBytes` of bodies (queries make the key space open-ended, and a
 * page body is tens of kilobytes, so bytes are what bounds memory).
 */
/**
 * The URL a page is rendered and cached for: the visitor's URL with only the query parameters the
 * page reads (`readParams`, from the route table). A campaign's tagged links (`utm_*`, `gclid`),
 * a `ref` tag or a cache-buster share the one cached page instead of each costing a render and
 * an entry; the browser's address bar keeps them for the analytics that read them.
 */
export const renderedUrl = (url: URL, readParams: readonly string[]): URL => {
  const rendered = new URL(url);
  for (const name of [...rendered.searchParams.keys()]) if (!readParams.includes(name)) rendered.searchParams.delete(name);
  if (rendered.searchParams.size === 0) rendered.search = '';
  return rendered;
};

/**
 * What a page request is rendered as (`url`) and kept under (`key`, to which the adapter adds the
 * host class). A path that no route of its locale answers renders the not-found page, the same bytes
 * whatever the path, so every such path shares one entry per locale: probes of made-up paths
 * (`/wp-login.php`, `/.env`, a scanner's thousands) cost no render each and push no page out of
 * the cache. Paths of a route render their own page, which may still be a 404 (`/docs/unknown/`).
 */
export type PageRequest = { url: URL; key: string; notFound: boolean };

/**
 * The path the shared not-found page of a locale is rendered from: one no route names (a unit test
 * keeps it so), never the visitor's. Waku maps some paths the route table does not name to a page
 * (`/faq/index.html` is the FAQ), so rendering the visitor's URL under the not-found key would let
 * one request swap the not-found page of every made-up path for another page (issue 30, item 2).
 */
export const notFoundPath = (locale: Locale): string => `${localePrefix(locale)}/-/not-found/`;

/** The request for the not-found page of `visited`'s locale, and the entry all its made-up paths share. */
export const notFoundRequest = (visited: URL): PageRequest => {
  const { locale } = splitLocale(visited.pathname);
  const url = new URL(notFoundPath(locale), visited);
  return { url, key: `not-found ${locale}`, notFound: true };
};

export const pageRequest = (visited: URL): PageRequest => {
  const { locale, rest } = splitLocale(visited.pathname);
  const match = matchRoute(rest);
  if (!match || !isRouteInLocale(match.route, locale)) return notFoundRequest(visited);
  const url = renderedUrl(visited, match.route.query ?? []);
  return { url, key: `${url.pathname}${url.search}`, notFound: false };
};

/**
 * Whether a rendered page may be kept under `key`. Only a 404 may fill a not-found entry (whatever a
 * render returned, no other page can take its place); other entries keep 200s and 404s. An answer
 * that sets a cookie is for one visitor and is never kept.
 */
export const storablePage = (notFound: boolean, { status, headers }: RenderedPage): boolean =>
  (notFound ? status === 404 : status === 200 || status === 404) && !headers.some(([name]) => name === 'set-cookie');

/** A rendered response as the cache keeps it (the adapter stores compressible bodies brotli-encoded, and says so). */
export type RenderedPage = { status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer> };
export type CachedPage = RenderedPage & { storedAt: number };

export const createRenderCache = ({
  ttlMs,
  maxEntries,
  maxBytes = Number.POSITIVE_INFINITY,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  maxBytes?: number;
  now?: () => number;
}) => {
  const entries = createBoundedStore<CachedPage>({ maxEntries, maxBytes, sizeOf: bodySize });
  const revalidating = new Set<string>();
  const filling = new Map<string, { call: Promise<RenderedPage | null>; abandon: () => void; waiting: number }>();

  const store = (key: string, page: RenderedPage) => entries.set(key, { ...page, storedAt: now() });

  return {
    get(key: string): { page: CachedPage; fresh: boolean } | undefined {
      const page = entries.get(key);
      return page && { page, fresh: now() - page.storedAt < ttlMs };
    },
    store,
    /**
     * Renders a missing page once, however many requests ask for it meanwhile (a burst on a new or
     * evicted page is one render, not one per request), and keeps the result when `storable`. The
     * render's signal aborts once every request that asked for it has left (each request's
     * `signal`; one asked without a signal always stays), so a queued render nobody waits for is dropped.
     */
    fill(
      key: string,
      render: (signal: AbortSignal) => Promise<RenderedPage | null>,
      storable: (page: RenderedPage) => boolean,
      signal?: AbortSignal,
    ): Promise<RenderedPage | null> {
      let running = filling.get(key);
      if (!running) {
        const controller = new AbortController();
        const call = render(controller.signal)
          .then((page) => {
            if (page && storable(page)) store(key, page);
            return page;
          })
          .finally(() => {
            if (filling.get(key) === entry) filling.delete(key);
          });
        const entry = {
          call,
          waiting: 0,
          abandon: () => {
            if (filling.get(key) === entry) filling.delete(key);
            controller.abort();
          },
        };
        running = entry;
        filling.set(key, entry);
      }
      const entry = running;
      entry.waiting++;
      if (signal) {
        const leave = () => {
          entry.waiting--;
          if (entry.waiting === 0) entry.abandon();
        };
        if (signal.aborted) leave();
        else {
          signal.addEventListener('abort', leave, { once: true });
          void entry.call.finally(() => signal.removeEventListener('abort', leave)).catch(() => {});
        }
      } else entry.waiting = Number.POSITIVE_INFINITY;
      return entry.call;
    },
    /** Runs one background render per key at a time; a failed render, or one not `storable`, keeps the stale entry. */
    revalidate(key: string, render: () => Promise<RenderedPage | null>, storable: (page: RenderedPage) => boolean) {
      if (revalidating.has(key)) return;
      revalidating.add(key);
      render()
        .then((page) => {
          if (page && storable(page)) store(key, page);
        })
        .catch((error: unknown) => {
          console.error(JSON.stringify({ level: 'error', msg: 'revalidation failed', key, error: String(error) }));
        })
        .finally(() => revalidating.delete(key));
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.bytes;
    },
  };
};
