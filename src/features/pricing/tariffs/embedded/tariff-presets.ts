import type {
  AppPreset,
  DatabaseEngine,
  DatabasePreset,
  K8sPreset,
  K8sVersion,
  NetworkDriver,
  RegionCode,
  TariffPreset,
} from '#src/features/pricing/tariffs/types.ts';

/**
 * The embedded price list: what `npm start` shows without the provider's API.
 * Sizes climb in the usual doubling ladder; Frankfurt costs 10 % more, as
 * German data-center power does. Cheapest prices match the marketing claims:
 * servers and databases from $4, app platform and S3 from $1.
 */
const HOURS_PER_MONTH = 730;
const regionFactor: Record<RegionCode, number> = { 'us-2': 1, 'us-3': 1, 'nl-1': 1, 'de-1': 1.1, 'pl-1': 0.95 };
const regions = Object.keys(regionFactor) as RegionCode[];

type Size = { cpu: number; ram: number; disk: number; bandwidth: number; price: number };

const priced = (price: number, location: RegionCode) => {
  const monthly = Math.max(1, Math.round(price * regionFactor[location]));
  return { price: monthly, price_hour: Math.round((monthly / HOURS_PER_MONTH) * 10000) / 10000 };
};

const ladder = <T extends TariffPreset>(firstId: number, name: string, sizes: readonly Size[], extra: Partial<T> = {}): T[] =>
  regions.flatMap((location, r) =>
    sizes.map(
      (size, i) =>
        ({
          id: firstId + r * sizes.length + i,
          name: `${name} ${i + 1}`,
          location,
          cpu: size.cpu,
          ram: size.ram,
          disk: size.disk,
          bandwidth: size.bandwidth,
          ...priced(size.price, location),
          ...extra,
        }) as T,
    ),
  );

const serverSizes: Size[] = [
  { cpu: 1, ram: 1024, disk: 25, bandwidth: 1, price: 4 },
  { cpu: 1, ram: 2048, disk: 50, bandwidth: 2, price: 7 },
  { cpu: 2, ram: 4096, disk: 80, bandwidth: 3, price: 14 },
  { cpu: 4, ram: 8192, disk: 160, bandwidth: 4, price: 28 },
  { cpu: 8, ram: 16384, disk: 320, bandwidth: 5, price: 56 },
  { cpu: 16, ram: 32768, disk: 640, bandwidth: 6, price: 112 },
];
export const serverPresets: TariffPreset[] = ladder(1001, 'Cloud', serverSizes);

const databaseSizes: Size[] = [
  { cpu: 1, ram: 1024, disk: 10, bandwidth: 1, price: 4 },
  { cpu: 1, ram: 2048, disk: 25, bandwidth: 2, price: 9 },
  { cpu: 2, ram: 4096, disk: 60, bandwidth: 3, price: 19 },
  { cpu: 4, ram: 8192, disk: 120, bandwidth: 4, price: 38 },
];
/** Engine → (first preset id, engine version). The first us-2 preset of each is its default (341, 357, 501, 511). */
const databaseEngines: [DatabaseEngine, number, string][] = [
  ['mysql', 341, 'mysql8_4'],
  ['postgres', 357, 'postgres17'],
  ['redis', 501, 'redis8_1'],
  ['mongodb', 511, 'mongodb8_0'],
];
export const databasePresets: DatabasePreset[] = databaseEngines.flatMap(([engine, firstId, version]) =>
  regions.flatMap((location, r) =>
    databaseSizes.map((size, i) => ({
      // ids of an engine: the us-2 ladder first, then a block of 100 per further region
      id: r === 0 ? firstId + i : firstId * 10 + r * 10 + i,
      name: `${engine} ${i + 1}`,
      location,
      engine,
      type: version,
      cpu: size.cpu,
      ram: size.ram,
      disk: size.disk,
      bandwidth: size.bandwidth,
      ...priced(size.price, location),
    })),
  ),
);

const appSizes: Size[] = [
  { cpu: 1, ram: 512, disk: 1, bandwidth: 0.1, price: 1 },
  { cpu: 1, ram: 1024, disk: 5, bandwidth: 0.5, price: 3 },
  { cpu: 2, ram: 2048, disk: 10, bandwidth: 1, price: 8 },
];
export const appPresets: AppPreset[] = [
  ...ladder<AppPreset>(2001, 'Static site', appSizes.slice(0, 2), { type: 'frontend' }),
  ...ladder<AppPreset>(2101, 'Service', appSizes.slice(1), { type: 'backend' }),
];

export const balancerPresets: TariffPreset[] = ladder(3001, 'Load balancer', [
  { cpu: 1, ram: 1024, disk: 0, bandwidth: 5, price: 10 },
  { cpu: 2, ram: 2048, disk: 0, bandwidth: 10, price: 20 },
]);

/** S3 storage classes by size; `disk` is the included storage in GB. */
export const storagePresets: TariffPreset[] = ladder(4001, 'Object storage', [
  { cpu: 0, ram: 0, disk: 50, bandwidth: 0.5, price: 1 },
  { cpu: 0, ram: 0, disk: 250, bandwidth: 1, price: 5 },
  { cpu: 0, ram: 0, disk: 1000, bandwidth: 2, price: 18 },
]);

export const k8sPresets: K8sPreset[] = [
  ...ladder<K8sPreset>(
    6001,
    'Control plane',
    [
      { cpu: 2, ram: 4096, disk: 40, bandwidth: 1, price: 10 },
      { cpu: 4, ram: 8192, disk: 80, bandwidth: 2, price: 24 },
    ],
    { type: 'master' },
  ),
  ...ladder<K8sPreset>(
    6101,
    'Worker',
    [
      { cpu: 1, ram: 2048, disk: 40, bandwidth: 1, price: 8 },
      { cpu: 2, ram: 4096, disk: 80, bandwidth: 2, price: 16 },
      { cpu: 4, ram: 8192, disk: 160, bandwidth: 3, price: 32 },
      { cpu: 8, ram: 16384, disk: 320, bandwidth: 4, price: 64 },
    ],
    { type: 'worker' },
  ),
];

export const k8sVersions: K8sVersion[] = [
  { id: 1, version: '1.32.9' },
  { id: 2, version: '1.33.5' },
  { id: 3, version: '1.34.1' },
];

export const networkDrivers: NetworkDriver[] = [
  { id: 1, name: 'calico' },
  { id: 2, name: 'cilium' },
  { id: 3, name: 'kuberouter' },
];
