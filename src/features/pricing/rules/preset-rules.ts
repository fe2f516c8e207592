import type {
  AdditionalService,
  DatabaseEngine,
  DatabasePreset,
  K8sPreset,
  K8sVersion,
  NetworkDriver,
  TariffPreset,
  VdsPreset,
} from '#src/features/pricing/tariffs/types.ts';

/** Servers, apps and balancers are not sold in Poland (spec §9). */
export const withoutPolishLocations = <T extends TariffPreset>(presets: readonly T[]): T[] =>
  presets.filter((p) => p.location !== 'pl-1');

/** Managed databases: no MongoDB, and none in the PL or DE locations (spec §9). */
export const sellableDatabasePresets = (presets: readonly DatabasePreset[]): DatabasePreset[] =>
  presets.filter((p) => p.engine !== 'mongodb' && p.location !== 'pl-1' && p.location !== 'de-1');

/** The preset preselected for each database engine (spec §9). */
export const defaultDatabasePresetIds = { mysql: 341, postgresql: 357, redis: 501, mongodb: 511 } as const;

/** The newest version of each engine kind that has versions (spec §3). */
export const latestEngineVersion: Partial<Record<DatabaseEngine, string>> = {
  postgres: 'postgres17',
  redis: 'redis8_1',
  mongodb: 'mongodb8_0',
  opensearch: 'opensearch2_19',
  rabbitmq: 'rabbitmq4_0',
};

/** Preset names with a marketing mark on the VDS list. */
export const specialPresetMarks: Record<string, 'popular' | 'advice' | 'promo'> = {
  'Cloud M': 'popular',
  'Cloud L': 'advice',
  'Cloud Promo': 'promo',
};

export type VdsListItem = VdsPreset & { mark: 'popular' | 'advice' | 'promo' | null };

/**
 * The VDS list of the site (spec §7, §9): `site`-tagged, active, no HDD, no
 * MaxBot, ordered by discount value, with the special names marked.
 */
export const vdsList = (presets: readonly VdsPreset[]): VdsListItem[] =>
  presets
    .filter((p) => p.active && p.tags.includes('site') && !p.tags.includes('hdd') && p.name !== 'MaxBot')
    .sort((a, b) => a.discount_value - b.discount_value)
    .map((p) => ({ ...p, mark: specialPresetMarks[p.name] ?? null }));

/**
 * The five Kubernetes tariffs, as (master index, worker index) pairs: the
 * smaller control plane carries the three smallest worker sizes, the larger
 * one the two largest.
 */
export const k8sTariffPairs: readonly (readonly [master: 0 | 1, worker: 0 | 1 | 2 | 3])[] = [
  [0, 0],
  [0, 1],
  [0, 2],
  [1, 2],
  [1, 3],
];

export type K8sTariff = {
  master: K8sPreset;
  worker: K8sPreset;
  workerNodes: 1;
  version: string;
  networkDriver: string;
  /** master + worker, per month. */
  price: number;
  priceHour: number;
};

const versionParts = (v: string) =>
  v
    .replace(/^v/, '')
    .split('.')
    .map((n) => Number.parseInt(n, 10) || 0);
const compareVersions = (a: string, b: string) => {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/**
 * Builds the five Kubernetes tariffs of a location (spec §9): one worker node,
 * the latest version, the kuberouter driver (or the first one), price = master
 * + worker. Any gap in the data gives an empty list, never a partial one.
 */
export const k8sTariffs = (
  presets: readonly K8sPreset[],
  versions: readonly K8sVersion[],
  drivers: readonly NetworkDriver[],
): K8sTariff[] => {
  try {
    const byPrice = (a: K8sPreset, b: K8sPreset) => a.price - b.price;
    const masters = presets.filter((p) => p.type === 'master').sort(byPrice);
    const workers = presets.filter((p) => p.type === 'worker').sort(byPrice);
    const version = [...versions].sort((a, b) => compareVersions(b.version, a.version))[0]?.version;
    const driver = (drivers.find((d) => d.name === 'kuberouter') ?? drivers[0])?.name;
    if (!version || !driver) throw new Error('no Kubernetes version or network driver');
    return k8sTariffPairs.map(([m, w]) => {
      const master = masters[m];
      const worker = workers[w];
      if (!master || !worker) throw new Error(`no preset for master ${m} / worker ${w}`);
      return {
        master,
        worker,
        workerNodes: 1 as const,
        version,
        networkDriver: driver,
        price: master.price + worker.price,
        priceHour: Math.round((master.price_hour + worker.price_hour) * 10000) / 10000,
      };
    });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'k8s tariffs not built', error: String(error) }));
    return [];
  }
};

/** S3 plans of one storage class, smallest disk first (spec §7). */
export const s3Services = (services: readonly AdditionalService[], groupName: string): AdditionalService[] =>
  services
    .filter((s) => s.service_type_info.type === 's3' && s.group_name === groupName)
    .sort((a, b) => (a.service_type_info.disk_size ?? 0) - (b.service_type_info.disk_size ?? 0));

/** The cheapest monthly price of a list, for "from $X" claims. */
export const startingPrice = (presets: readonly { price: number }[]): number | null =>
  presets.length ? Math.min(...presets.map((p) => p.price)) : null;
