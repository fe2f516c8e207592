import { catalogSource } from '#src/features/pricing/tariffs/catalog-source.ts';
import type { RegionCode } from '#src/features/pricing/tariffs/types.ts';
import { type RegionPlans, regionPlans } from './region-plans.ts';
import { sellablePresets } from './sellable-presets.ts';

/**
 * The calculator's plans of one region, read on the server with the landing API's selling rules, so
 * the page renders the calculator ready to use. Undefined when the catalog cannot be read: the
 * island then loads them itself (and shows the pricing failure message if that fails too).
 */
export const loadRegionPlans = async (region: RegionCode): Promise<RegionPlans | undefined> => {
  const inRegion = <T extends { location: RegionCode }>(list: readonly T[]) => list.filter((p) => p.location === region);
  const sellable = sellablePresets(catalogSource);
  try {
    const [servers, databases, storage, balancers, k8s, k8sVersions, networkDrivers] = await Promise.all([
      sellable.servers(),
      sellable.databases(),
      sellable.storage(),
      sellable.balancers(),
      sellable.k8s(),
      catalogSource.k8sVersions(),
      catalogSource.networkDrivers(),
    ]);
    return regionPlans({
      servers: inRegion(servers),
      databases: inRegion(databases),
      storage: inRegion(storage),
      balancers: inRegion(balancers),
      k8s: inRegion(k8s),
      k8sVersions,
      networkDrivers,
    });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'calculator plans failed', region, error: String(error) }));
    return undefined;
  }
};
