import type { DiagramName } from '#ds/illustrations/Diagrams/Diagrams.tsx';
import type { ProductFamily } from '#ds/illustrations/ProductArt/ProductArt.tsx';
import type { DatabaseEngine, RegionCode } from '#src/features/pricing/tariffs/types.ts';
import type { ProductSlug } from '#src/routes/product-slugs.ts';
import type { AppKind } from './app-kinds.ts';

/** Which prices a product landing shows (spec §2: location pages their region, database pages their engine). */
export type PriceBlock =
  | { kind: 'servers'; regions?: readonly RegionCode[] }
  | { kind: 'databases'; engines?: readonly DatabaseEngine[] }
  | { kind: 'apps'; appKind?: AppKind }
  | { kind: 'balancers' }
  | { kind: 'kubernetes' }
  | { kind: 'storage' };

export type ProductLanding = {
  priceBlock: PriceBlock;
  /** The family whose scene the hero shows (a landing for given regions shows their map instead). */
  family: ProductFamily;
  /** The diagram of how the product fits together, shown after the features. */
  diagram?: DiagramName;
  /** The hero's price badge: the block's starting price, or "Free" for free products. */
  free?: boolean;
  /** A preset list of the registration API shown below the prices (spec §7): VDS presets or S3 services. */
  presetList?: 'vds' | 's3-services';
  /** Apps in a tab per kind, opened on the kind `?type=` names. */
  byAppKind?: boolean;
};

const servers: ProductLanding = { priceBlock: { kind: 'servers' }, family: 'compute' };
const allDatabases: ProductLanding = { priceBlock: { kind: 'databases' }, family: 'databases', diagram: 'database' };
const network: ProductLanding = { ...servers, family: 'networking', diagram: 'network', free: true };

export const productLandings: Record<ProductSlug, ProductLanding> = {
  'app-platform': { priceBlock: { kind: 'apps' }, family: 'appPlatform', diagram: 'appPlatform', byAppKind: true },
  'cheap-vps': servers,
  'cloud-database': allDatabases,
  'cloud-firewall': network,
  'cloud-platform': servers,
  'cloud-server-hosting': servers,
  'cloud-server': servers,
  dbaas: allDatabases,
  'ecommerce-hosting': servers,
  'free-cloud-databases': allDatabases,
  kubernetes: { priceBlock: { kind: 'kubernetes' }, family: 'kubernetes', diagram: 'kubernetes' },
  'linux-vps': servers,
  'managed-database': allDatabases,
  mysql: { ...allDatabases, priceBlock: { kind: 'databases', engines: ['mysql'] } },
  postgresql: { ...allDatabases, priceBlock: { kind: 'databases', engines: ['postgres'] } },
  's3-storage': { priceBlock: { kind: 'storage' }, family: 'storage', diagram: 'storage', presetList: 's3-services' },
  'server-for-small-business': servers,
  'sql-cloud-databases': { ...allDatabases, priceBlock: { kind: 'databases', engines: ['mysql', 'postgres'] } },
  terraform: servers,
  'uk-web-hosting': { ...servers, priceBlock: { kind: 'servers', regions: ['nl-1'] } },
  'vds-server-hosting': { ...servers, presetList: 'vds' },
  vpc: network,
  'vps-brazil': { ...servers, priceBlock: { kind: 'servers', regions: ['us-3'] } },
  'vps-centos': servers,
  'vps-debian': servers,
  'vps-europe': { ...servers, priceBlock: { kind: 'servers', regions: ['nl-1', 'de-1'] } },
  'vps-for-rent': servers,
  'vps-for-sale': servers,
  'vps-frankfurt': { ...servers, priceBlock: { kind: 'servers', regions: ['de-1'] } },
  'vps-germany': { ...servers, priceBlock: { kind: 'servers', regions: ['de-1'] } },
  'vps-netherlands': { ...servers, priceBlock: { kind: 'servers', regions: ['nl-1'] } },
  'vps-server-hosting': servers,
  'vps-ssd': servers,
  'vps-storage': servers,
  'vps-ubuntu': servers,
  'vps-usa': { ...servers, priceBlock: { kind: 'servers', regions: ['us-2', 'us-3'] } },
  'web-mobile-app-hosting': { priceBlock: { kind: 'apps' }, family: 'appPlatform', diagram: 'appPlatform' },
  'woocommerce-hosting': { ...servers, family: 'marketplace' },
  'wordpress-hosting': { ...servers, family: 'marketplace' },
};
