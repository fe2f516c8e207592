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
  /** The hero's price badge: the block's starting price, or "Free" for free products. */
  free?: boolean;
  /** A preset list of the registration API shown below the prices (spec §7): VDS presets or S3 services. */
  presetList?: 'vds' | 's3-services';
  /** Apps in a tab per kind, opened on the kind `?type=` names. */
  byAppKind?: boolean;
};

const servers: ProductLanding = { priceBlock: { kind: 'servers' } };
const allDatabases: ProductLanding = { priceBlock: { kind: 'databases' } };

export const productLandings: Record<ProductSlug, ProductLanding> = {
  'app-platform': { priceBlock: { kind: 'apps' }, byAppKind: true },
  'cheap-vps': servers,
  'cloud-database': allDatabases,
  'cloud-firewall': { ...servers, free: true },
  'cloud-platform': servers,
  'cloud-server-hosting': servers,
  'cloud-server': servers,
  dbaas: allDatabases,
  'ecommerce-hosting': servers,
  'free-cloud-databases': allDatabases,
  kubernetes: { priceBlock: { kind: 'kubernetes' } },
  'linux-vps': servers,
  'managed-database': allDatabases,
  mysql: { priceBlock: { kind: 'databases', engines: ['mysql'] } },
  postgresql: { priceBlock: { kind: 'databases', engines: ['postgres'] } },
  's3-storage': { priceBlock: { kind: 'storage' }, presetList: 's3-services' },
  'server-for-small-business': servers,
  'sql-cloud-databases': { priceBlock: { kind: 'databases', engines: ['mysql', 'postgres'] } },
  terraform: servers,
  'uk-web-hosting': { priceBlock: { kind: 'servers', regions: ['nl-1'] } },
  'vds-server-hosting': { ...servers, presetList: 'vds' },
  vpc: { ...servers, free: true },
  'vps-brazil': { priceBlock: { kind: 'servers', regions: ['us-3'] } },
  'vps-centos': servers,
  'vps-debian': servers,
  'vps-europe': { priceBlock: { kind: 'servers', regions: ['nl-1', 'de-1'] } },
  'vps-for-rent': servers,
  'vps-for-sale': servers,
  'vps-frankfurt': { priceBlock: { kind: 'servers', regions: ['de-1'] } },
  'vps-germany': { priceBlock: { kind: 'servers', regions: ['de-1'] } },
  'vps-netherlands': { priceBlock: { kind: 'servers', regions: ['nl-1'] } },
  'vps-server-hosting': servers,
  'vps-ssd': servers,
  'vps-storage': servers,
  'vps-ubuntu': servers,
  'vps-usa': { priceBlock: { kind: 'servers', regions: ['us-2', 'us-3'] } },
  'web-mobile-app-hosting': { priceBlock: { kind: 'apps' } },
  'woocommerce-hosting': servers,
  'wordpress-hosting': servers,
};
