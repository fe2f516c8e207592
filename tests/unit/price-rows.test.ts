import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPriceRegions } from '#src/features/pricing/rules/price-rows.ts';
import type { PriceBlock } from '#src/features/pricing/rules/product-landings.ts';
import { type CatalogSource, embeddedCatalog } from '#src/features/pricing/tariffs/catalog-source.ts';
import { createMainApiCatalog } from '#src/features/pricing/tariffs/main-api-catalog.ts';

/** The provider's API as it is at build when it is down: every call fails. */
const downApi = () =>
  createMainApiCatalog({
    baseUrl: 'https://api.example.test',
    fetch: async () => {
      throw new Error('connect ECONNREFUSED');
    },
    log: () => {},
  });

/** The provider's API answering every list, with no plans in it. */
const emptyApi = () =>
  createMainApiCatalog({ baseUrl: 'https://api.example.test', fetch: async () => Response.json({}), log: () => {} });

const blocks: PriceBlock[] = [
  { kind: 'servers' },
  { kind: 'databases' },
  { kind: 'apps' },
  { kind: 'balancers' },
  { kind: 'storage' },
  { kind: 'kubernetes' },
];

describe('price tables: a failed load is not an empty table', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('with the provider’s API down, every block is null: the page shows the pricing failure message', async () => {
    for (const block of blocks) expect(await loadPriceRegions(block, 'pricing', downApi()), block.kind).toBeNull();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('"msg":"pricing failed"'));
  });

  it('with the API answering no plans, every block is an empty table: the page shows "no plans"', async () => {
    for (const block of blocks) expect(await loadPriceRegions(block, 'pricing', emptyApi()), block.kind).toEqual([]);
  });

  it('one list the API never answered fails the block that needs it (Kubernetes needs three)', async () => {
    const versionsDown: CatalogSource = {
      ...embeddedCatalog,
      k8sVersions: downApi().k8sVersions,
    };
    expect(await loadPriceRegions({ kind: 'kubernetes' }, 'pricing', versionsDown)).toBeNull();
    expect(await loadPriceRegions({ kind: 'servers' }, 'pricing', versionsDown)).not.toEqual([]);
  });
});
