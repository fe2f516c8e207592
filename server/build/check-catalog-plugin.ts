import type { Plugin } from 'vite';
import type { CatalogSource } from '#src/features/pricing/tariffs/catalog-source.ts';

/**
 * Resolves when every tariff list of `source` answers; otherwise rejects naming the lists that did
 * not, so an operator knows what to retry.
 */
export const assertCatalogReadable = async (source: CatalogSource, apiUrl: string): Promise<void> => {
  const lists = Object.entries(source) as [keyof CatalogSource, CatalogSource[keyof CatalogSource]][];
  const results = await Promise.allSettled(lists.map(([, read]) => read()));
  const failed = lists.filter((_, i) => results[i]?.status === 'rejected').map(([name]) => name);
  if (failed.length > 0) {
    throw new Error(
      `The provider's API at ${apiUrl} did not answer ${failed.join(', ')}. Home, pricing and the product landings are ` +
        'prerendered with their prices, so this build would serve the pricing failure message until the next one. ' +
        'Build again when the API answers (the running site keeps serving the previous build meanwhile).',
    );
  }
};

/**
 * Fails `waku build` when `MAIN_API_URL` is set and the provider's API cannot give every tariff list:
 * prerendered pages would keep a failure message until the next build. Without `MAIN_API_URL` the
 * embedded catalog is always readable.
 */
export const checkCatalog = (): Plugin => {
  let checked: Promise<void> | undefined;
  return {
    name: 'nuvora:check-catalog',
    apply: 'build',
    async buildStart() {
      const apiUrl = process.env.MAIN_API_URL;
      if (!apiUrl) return;
      checked ??= import('#src/features/pricing/tariffs/catalog-source.ts').then(({ catalogSource }) =>
        assertCatalogReadable(catalogSource, apiUrl),
      );
      await checked;
    },
  };
};
