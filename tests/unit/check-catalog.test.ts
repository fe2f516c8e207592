import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertCatalogReadable, checkCatalog } from '#server/build/check-catalog-plugin.ts';
import { embeddedCatalog } from '#src/features/pricing/tariffs/catalog-source.ts';
import { TariffsUnavailable } from '#src/features/pricing/tariffs/tariffs-unavailable.ts';

describe('the build-time catalog check', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('passes when every tariff list answers', async () => {
    await expect(assertCatalogReadable(embeddedCatalog, 'https://api.example')).resolves.toBeUndefined();
  });

  it('fails naming the lists that did not answer', async () => {
    const down = async () => {
      throw new TariffsUnavailable('servers');
    };
    const source = { ...embeddedCatalog, serverPresets: down, k8sVersions: down };
    await expect(assertCatalogReadable(source, 'https://api.example')).rejects.toThrow(
      /https:\/\/api\.example did not answer serverPresets, k8sVersions\. .*Build again when the API answers/,
    );
  });

  it('stops a build whose MAIN_API_URL does not answer, and leaves builds on the embedded catalog alone', async () => {
    const buildStart = (plugin: ReturnType<typeof checkCatalog>) =>
      (plugin.buildStart as unknown as (this: unknown) => Promise<void>).call({});
    vi.stubEnv('MAIN_API_URL', '');
    await expect(buildStart(checkCatalog())).resolves.toBeUndefined();
    // Nothing listens on port 9 of loopback (discard): every list fails at once.
    vi.stubEnv('MAIN_API_URL', 'http://127.0.0.1:9');
    vi.resetModules(); // the catalog source is chosen from the environment when its module loads
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(buildStart(checkCatalog())).rejects.toThrow(/http:\/\/127\.0\.0\.1:9 did not answer serverPresets/);
  });
});
