import { splitLocale } from '#intl/locales.ts';
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
export const pageRequest = (visited: URL): { url: URL; key: string; notFound: boolean } => {
  const { locale, rest } = splitLocale(visited.pathname);
  const match = matchRoute(rest);
  if (!match || !isRouteInLocale(match.route, locale))
    return { url: renderedUrl(visited, []), key: `not-found ${locale}`, notFound: true };
  const url = renderedUrl(visited, match.route.query ?? []);
  return { url, key: `${url.pathname}${url.search}`, notFound: false };
};

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
  const filling = new Map<string, Promise<RenderedPage | null>>();

  const store = (key: string, page: RenderedPage) => entries.set(key, { ...page, storedAt: now() });

  return {
    get(key: string): { page: CachedPage; fresh: boolean } | undefined {
      const page = entries.get(key);
      return page && { page, fresh: now() - page.storedAt < ttlMs };
    },
    store,
    /**
     * Renders a missing page once, however many requests ask for it meanwhile (a burst on a new or
     * evicted page is one render, not one per request), and keeps the result when `storable`.
     */
    fill(
      key: string,
      render: () => Promise<RenderedPage | null>,
      storable: (page: RenderedPage) => boolean,
    ): Promise<RenderedPage | null> {
      const running = filling.get(key);
      if (running) return running;
      const call = render()
        .then((page) => {
          if (page && storable(page)) store(key, page);
          return page;
        })
        .finally(() => filling.delete(key));
      filling.set(key, call);
      return call;
    },
    /** Runs one background render per key at a time; a failed render keeps the stale entry. */
    revalidate(key: string, render: () => Promise<RenderedPage | null>) {
      if (revalidating.has(key)) return;
      revalidating.add(key);
      render()
        .then((page) => {
          if (page) store(key, page);
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
