import type { CatalogSource } from '#src/features/pricing/tariffs/catalog-source.ts';
import { sellableDatabasePresets, withoutPolishLocations } from './preset-rules.ts';

/**
 * The presets the provider sells, per group, with the selling rules applied (no PL servers, apps
 * or balancers; no MongoDB and no PL/DE databases): what every price list reads — the landing
 * API, the price tables and the pricing calculator.
 */
export const sellablePresets = (source: CatalogSource) => ({
  servers: async () => withoutPolishLocations(await source.serverPresets()),
  databases: async () => sellableDatabasePresets(await source.databasePresets()),
  apps: async () => withoutPolishLocations(await source.appPresets()),
  balancers: async () => withoutPolishLocations(await source.balancerPresets()),
  storage: () => source.storagePresets(),
  k8s: () => source.k8sPresets(),
});
