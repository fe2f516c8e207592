import { type } from 'arktype';
import { ofetch } from 'ofetch';
import { timing } from '../timing.ts';
import type { CatalogSource } from './catalog-source.ts';
import { TariffsUnavailable } from './tariffs-unavailable.ts';
import {
  type AppPreset,
  type DatabaseEngine,
  type DatabasePreset,
  databaseEngines,
  type K8sPreset,
  type K8sVersion,
  type NetworkDriver,
  type RegionCode,
  regionCodes,
  type TariffPreset,
} from './types.ts';

/** A preset as the provider's landing API sends it (spec §3, §7); `location` may name a region we don't sell. */
const rawPreset = type({
  id: 'number',
  name: 'string',
  location: 'string',
  price: 'number',
  'price_hour?': 'number',
  'cpu?': 'number',
  'ram?': 'number',
  'disk?': 'number',
  'bandwidth?': 'number',
  'type?': 'string',
  'engine?': 'string',
});
type RawPreset = typeof rawPreset.infer;
const rawVersion = type({ id: 'number', version: 'string' });
const rawDriver = type({ id: 'number', name: 'string' });

type Log = (entry: Record<string, unknown>) => void;

const toPreset = (raw: RawPreset): TariffPreset => ({
  id: raw.id,
  name: raw.name,
  location: raw.location as RegionCode,
  price: raw.price,
  price_hour: raw.price_hour ?? Math.round((raw.price / 730) * 10000) / 10000,
  cpu: raw.cpu ?? 0,
  ram: raw.ram ?? 0,
  disk: raw.disk ?? 0,
  bandwidth: raw.bandwidth ?? 0,
  ...(raw.type === undefined ? {} : { type: raw.type }),
});

/**
 * Items of one list that match the shape; the rest are logged and dropped, so
 * one malformed preset never empties a whole price table.
 */
const valid = <T>(list: unknown, schema: (item: unknown) => unknown, what: string, log: Log): T[] => {
  if (!Array.isArray(list)) throw new Error(`${what}: expected a list`);
  return list.filter((item) => {
    const result = schema(item);
    const ok = !(result instanceof type.errors);
    if (!ok) log({ level: 'warn', msg: 'catalog item dropped', what, error: String(result) });
    return ok;
  }) as T[];
};

const knownRegion = (preset: RawPreset) => (regionCodes as readonly string[]).includes(preset.location);
const isEngine = (value: string | undefined): value is DatabaseEngine =>
  (databaseEngines as readonly string[]).includes(value ?? '');

export type MainApiCatalogOptions = {
  baseUrl: string;
  timeoutMs?: number;
  ttlMs?: number;
  now?: () => number;
  log?: Log;
  fetchJson?: (url: string, timeoutMs: number) => Promise<unknown>;
};

const defaultFetch = (url: string, timeoutMs: number) =>
  ofetch(url, { timeout: timeoutMs, retry: 0, headers: { accept: 'application/json' } });

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
  fetchJson = defaultFetch,
}: MainApiCatalogOptions): CatalogSource => {
  const root = `${baseUrl.replace(/\/+$/, '')}/landing-api/`;
  const cache = new Map<string, { value: unknown; at: number }>();
  const inFlight = new Map<string, Promise<unknown>>();

  const load = <T>(path: string, read: (body: Record<string, unknown>) => T): Promise<T> => {
    const refresh = (): Promise<T> => {
      const running = inFlight.get(path);
      if (running) return running as Promise<T>;
      const call = fetchJson(`${root}${path}`, timeoutMs)
        .then((body) => {
          if (typeof body !== 'object' || body === null) throw new Error('expected a JSON object');
          const value = read(body as Record<string, unknown>);
          cache.set(path, { value, at: now() });
          return value;
        })
        .catch((error: unknown) => {
          const stale = cache.get(path);
          log({ level: 'error', msg: 'tariff fetch failed', path, error: String(error), servedStale: Boolean(stale) });
          if (!stale) throw new TariffsUnavailable(path, { cause: error });
          return stale.value as T;
        })
        .finally(() => inFlight.delete(path));
      inFlight.set(path, call);
      return call;
    };
    const entry = cache.get(path);
    if (!entry) return refresh();
    if (now() - entry.at >= ttlMs) void refresh();
    return Promise.resolve(entry.value as T);
  };

  /** Valid presets under `key` in regions we know; an answer without the key is an empty list. */
  const raws = (body: Record<string, unknown>, key: string): RawPreset[] =>
    key in body ? valid<RawPreset>(body[key], rawPreset, key, log).filter(knownRegion) : [];
  const presets = (body: Record<string, unknown>, key: string) => raws(body, key).map(toPreset);

  return {
    serverPresets: () => load('servers/presets/', (b) => presets(b, 'server_presets')),
    databasePresets: () =>
      load('databases/presets/', (b) =>
        raws(b, 'databases_presets').flatMap((raw): DatabasePreset[] =>
          isEngine(raw.engine) ? [{ ...toPreset(raw), engine: raw.engine, type: raw.type ?? raw.engine }] : [],
        ),
      ),
    appPresets: () =>
      load('apps/presets/', (b): AppPreset[] => [
        ...presets(b, 'frontend_presets').map((p) => ({ ...p, type: 'frontend' as const })),
        ...presets(b, 'backend_presets').map((p) => ({ ...p, type: 'backend' as const })),
      ]),
    balancerPresets: () => load('balancers/presets/', (b) => presets(b, 'balancers_presets')),
    storagePresets: () => load('s3/presets/', (b) => presets(b, 'storages_presets')),
    k8sPresets: () =>
      load('k8s/presets/', (b) =>
        presets(b, 'k8s_presets').flatMap((p): K8sPreset[] =>
          p.type === 'master' || p.type === 'worker' ? [{ ...p, type: p.type }] : [],
        ),
      ),
    k8sVersions: () =>
      load('k8s/versions/', (b) =>
        'k8s_versions' in b ? valid<K8sVersion>(b.k8s_versions, rawVersion, 'k8s_versions', log) : [],
      ),
    networkDrivers: () =>
      load('k8s/network-drivers/', (b) =>
        'network_drivers' in b ? valid<NetworkDriver>(b.network_drivers, rawDriver, 'network_drivers', log) : [],
      ),
  };
};
