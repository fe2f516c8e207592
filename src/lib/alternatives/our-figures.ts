import { formatStorage } from '#intl/format.ts';
import { formatMoney } from '#intl/money.ts';
import { leaseTerms } from '#src/features/pricing/rules/lease-terms.ts';
import { k8sTariffs, withoutPolishLocations } from '#src/features/pricing/rules/preset-rules.ts';
import type { K8sPreset, K8sVersion, NetworkDriver, TariffPreset } from '#src/features/pricing/tariffs/types.ts';
import { regionCodes } from '#src/features/pricing/tariffs/types.ts';
import type { ComparisonRowId } from './competitor-facts.ts';

type CatalogSlice = {
  servers: readonly TariffPreset[];
  storage: readonly TariffPreset[];
  k8s: readonly K8sPreset[];
  k8sVersions: readonly K8sVersion[];
  networkDrivers: readonly NetworkDriver[];
};

/** Values of our side of each comparison row (`alternative.ours.<row>`); a row the catalog cannot fill is absent. */
export type OurFigures = Partial<Record<ComparisonRowId, Record<string, string>>>;

const cheapest = <T extends { price: number }>(presets: readonly T[]): T | undefined =>
  [...presets].sort((a, b) => a.price - b.price)[0];

/**
 * Our figures for the comparison pages, read from the same catalog as the
 * price tables, so the comparison can never advertise a price we don't sell.
 * Prices are written for the page's locale (a BCP 47 tag).
 */
export const ourFigures = (catalog: CatalogSlice, locale: string): OurFigures => {
  const usd = (amount: number) => formatMoney(amount, locale);
  const figures: OurFigures = {};
  const server = cheapest(withoutPolishLocations(catalog.servers));
  const storage = cheapest(catalog.storage);
  const cluster = cheapest(k8sTariffs(catalog.k8s, catalog.k8sVersions, catalog.networkDrivers));
  if (storage) {
    figures.objectStorage = {
      price: usd(storage.price),
      storage: formatStorage(storage.disk, 'gigabyte', locale),
      transfer: formatStorage(storage.bandwidth, 'terabyte', locale),
    };
  }
  if (cluster) figures.kubernetes = { price: usd(cluster.price) };
  if (server) {
    figures.billing = {
      hourly: formatMoney(server.price_hour, locale, { precision: 'rate' }),
      discount: String(Math.max(...leaseTerms.map((t) => t.discountPercent))),
    };
    figures.traffic = { transfer: formatStorage(server.bandwidth, 'terabyte', locale), price: usd(server.price) };
  }
  figures.locations = { count: String(regionCodes.length) };
  return figures;
};
