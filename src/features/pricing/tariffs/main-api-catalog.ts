import '#server-only';
import { createMainApi } from '#src/lib/main-api/main-api.ts';
import { type LandingList, landingListPaths } from '#src/lib/main-api/raw.ts';
import type { DropLog } from '#src/lib/main-api/reshape.ts';
import { timing } from '#src/lib/timing.ts';
import type { CatalogSource } from './catalog-source.ts';
import { TariffsUnavailable } from './tariffs-unavailable.ts';

export type MainApiCatalogOptions = {
  baseUrl: string;
  timeoutMs?: number;
  ttlMs?: number;
  now?: () => number;
  log?: DropLog;
  /** Stands in for the global `fetch` (tests). */
  fetch?: typeof globalThis.fetch;
};

/**
 * The catalog read from the provider's landing API (`MAIN_API_URL`), with
 * the response keys of spec §7. Each list is kept for `ttlMs` and refreshed
 * behind the last good answer. A failed fetch is logged (spec §8); a list
 * never answered rejects with `TariffsUnavailable` — nothing is kept, so the
 * next call asks again — and its price block shows the pricing failure
 * message, while an answered empty list is empty.
 */
export const createMainApiCatalog = ({
  baseUrl,
  timeoutMs = timing.upstreamTimeoutMs,
  ttlMs = timing.renderCacheTtlMs,
  now = Date.now,
  log = (entry) => console.error(JSON.stringify(entry)),
  fetch,
}: MainApiCatalogOptions): CatalogSource => {
  const api = createMainApi({ baseUrl, timeoutMs, fetch });
  const cache = new Map<LandingList, { value: unknown; at: number }>();
  const inFlight = new Map<LandingList, Promise<unknown>>();

  const load = <T>(list: LandingList & keyof CatalogSource, read: (log: DropLog) => Promise<T>): Promise<T> => {
    const refresh = (): Promise<T> => {
      const running = inFlight.get(list);
      if (running) return running as Promise<T>;
      const call = read(log)
        .then((value) => {
          cache.set(list, { value, at: now() });
          return value;
        })
        .catch((error: unknown) => {
          const stale = cache.get(list);
          const path = landingListPaths[list];
          log({ level: 'error', msg: 'tariff fetch failed', path, error: String(error), servedStale: Boolean(stale) });
          if (!stale) throw new TariffsUnavailable(path, { cause: error });
          return stale.value as T;
        })
        .finally(() => inFlight.delete(list));
      inFlight.set(list, call);
      return call;
    };
    const entry = cache.get(list);
    if (!entry) return refresh();
    if (now() - entry.at >= ttlMs) void refresh();
    return Promise.resolve(entry.value as T);
  };

  return {
    serverPresets: () => load('serverPresets', api.serverPresets),
    databasePresets: () => load('databasePresets', api.databasePresets),
    appPresets: () => load('appPresets', api.appPresets),
    balancerPresets: () => load('balancerPresets', api.balancerPresets),
    storagePresets: () => load('storagePresets', api.storagePresets),
    k8sPresets: () => load('k8sPresets', api.k8sPresets),
    k8sVersions: () => load('k8sVersions', api.k8sVersions),
    networkDrivers: () => load('networkDrivers', api.networkDrivers),
  };
};
