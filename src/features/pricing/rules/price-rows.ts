import { type CatalogSource, catalogSource } from '#src/features/pricing/tariffs/catalog-source.ts';
import { type RegionCode, regionCodes, type TariffPreset } from '#src/features/pricing/tariffs/types.ts';
import { databasePlanName, isDefaultDatabasePreset } from './database-engines.ts';
import { k8sTariffs, startingPrice } from './preset-rules.ts';
import type { PriceBlock } from './product-landings.ts';
import { sellablePresets } from './sellable-presets.ts';

/** One row of a price table, before formatting: what a plan gives and costs. */
export type PriceRow = {
  id: string;
  name: string;
  cpu: number | null;
  /** MB. */
  ram: number | null;
  /** GB. */
  disk: number;
  diskType: string;
  /** TB per month. */
  bandwidth: number;
  monthly: number;
  hourly: number;
  /** A mark the table shows beside the name: the engine's default preset, or a VDS list mark. */
  badge?: 'default' | 'popular' | 'advice' | 'promo';
  /** What the order link carries besides the plan (a Kubernetes tariff's version and network driver). */
  order?: Record<string, string>;
  /** Set up the plan comes with, shown with the table (a Kubernetes tariff's version and network driver). */
  setup?: { version: string; networkDriver: string };
};

export type PriceRegion = { region: RegionCode; rows: PriceRow[] };

const row = (p: TariffPreset, name = p.name, diskType = 'NVMe'): PriceRow => ({
  id: String(p.id),
  name,
  cpu: p.cpu || null,
  ram: p.ram || null,
  disk: p.disk,
  diskType,
  bandwidth: p.bandwidth,
  monthly: p.price,
  hourly: p.price_hour,
});

const byRegion = <T extends { location: RegionCode }>(
  presets: readonly T[],
  toRow: (p: T) => PriceRow,
  only?: readonly RegionCode[],
) =>
  regionCodes
    .filter((region) => !only || only.includes(region))
    .map((region) => ({ region, rows: presets.filter((p) => p.location === region).map(toRow) }))
    .filter((r) => r.rows.length > 0);

/**
 * The price table of a product landing, per region, with the selling rules
 * applied; regions without plans are left out, so a catalog that answered no
 * plans gives an empty table. It throws when the catalog cannot be read (a
 * list the provider's API never answered rejects with `TariffsUnavailable`).
 */
export const priceRegions = async (block: PriceBlock, source: CatalogSource = catalogSource): Promise<PriceRegion[]> => {
  const sellable = sellablePresets(source);
  switch (block.kind) {
    case 'servers':
      return byRegion(await sellable.servers(), (p) => row(p), block.regions);
    case 'databases': {
      const presets = (await sellable.databases()).filter((p) => !block.engines || block.engines.includes(p.engine));
      return byRegion(presets, (p) => ({
        ...row(p, databasePlanName(p), 'SSD'),
        ...(isDefaultDatabasePreset(p) ? { badge: 'default' as const } : {}),
      }));
    }
    case 'apps':
      return byRegion(
        (await sellable.apps()).filter((p) => !block.appKind || p.type === block.appKind),
        (p) => row(p),
      );
    case 'balancers':
      return byRegion(await sellable.balancers(), (p) => row(p, p.name, 'NVMe'));
    case 'storage':
      return byRegion(await sellable.storage(), (p) => row(p, p.name, 'S3'));
    case 'kubernetes': {
      const [presets, versions, drivers] = await Promise.all([sellable.k8s(), source.k8sVersions(), source.networkDrivers()]);
      return regionCodes
        .map((region) => ({
          region,
          rows: k8sTariffs(
            presets.filter((p) => p.location === region),
            versions,
            drivers,
          ).map((t) => ({
            id: `${t.master.id}-${t.worker.id}`,
            name: `${t.master.name} + ${t.worker.name}`,
            cpu: t.worker.cpu,
            ram: t.worker.ram,
            disk: t.worker.disk,
            diskType: 'NVMe',
            bandwidth: t.worker.bandwidth,
            monthly: t.price,
            hourly: t.priceHour,
            order: { version: t.version, network_driver: t.networkDriver },
            setup: { version: t.version, networkDriver: t.networkDriver },
          })),
        }))
        .filter((r) => r.rows.length > 0);
    }
  }
};

/** The cheapest monthly price across the regions, for the hero's "from $X/mo". */
export const cheapestMonthly = (regions: readonly PriceRegion[]): number | null =>
  startingPrice(regions.flatMap((r) => r.rows.map((row) => ({ price: row.monthly }))));

/**
 * The price table, or null when the catalog cannot be read: logged, and the
 * page shows the spec's pricing failure message instead (§8). An empty table
 * ([]) is a catalog that answered without plans: "no plans" is shown then.
 */
export const loadPriceRegions = async (
  block: PriceBlock,
  page: string,
  source: CatalogSource = catalogSource,
): Promise<PriceRegion[] | null> => {
  try {
    return await priceRegions(block, source);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'pricing failed', page, block: block.kind, error: String(error) }));
    return null;
  }
};
