import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { serverOnlyGuard } from '#server/build/server-only-guard.ts';

type Hook = { handler: (...args: unknown[]) => unknown };
const root = '/repo';

const guard = () => {
  const plugin: Plugin = serverOnlyGuard({ folders: ['server'] });
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  return plugin;
};

const transform = (plugin: Plugin, environment: string, id: string) =>
  (plugin.transform as Hook).handler.call({ environment: { name: environment } }, 'export const x = 1;', id) as
    | { code: string }
    | undefined;

describe('server-only guard (waku build)', () => {
  it("hands `#server-only` to the RSC plugin's `server-only` check, in every build environment", async () => {
    const plugin = guard();
    const resolve = vi.fn(async () => ({ id: '\0virtual:vite-rsc/validate-imports/invalid/server-only' }));
    const hook = plugin.resolveId as Hook & { filter: { id: RegExp } };
    expect(hook.filter.id.test('#server-only')).toBe(true);
    expect(hook.filter.id.test('server-only')).toBe(false);
    const resolved = await hook.handler.call({ resolve }, '#server-only', '/repo/src/lib/main-api/main-api.ts', {
      isEntry: false,
    });
    expect(resolve).toHaveBeenCalledWith('server-only', '/repo/src/lib/main-api/main-api.ts', { isEntry: false, skipSelf: true });
    expect(resolved).toEqual({ id: '\0virtual:vite-rsc/validate-imports/invalid/server-only' });
    expect(plugin.apply).toBe('build');
  });

  it('marks every module of the server folder in the browser and SSR builds, and nothing in the server build', () => {
    const plugin = guard();
    const serverModule = path.join(root, 'server', 'landing-api.ts');
    for (const environment of ['client', 'ssr']) {
      expect(transform(plugin, environment, serverModule)?.code).toBe("export const x = 1;\nimport '#server-only';\n");
    }
    expect(transform(plugin, 'rsc', serverModule)).toBeUndefined();
    expect(transform(plugin, 'client', path.join(root, 'src', 'lib', 'main-api', 'site-api.ts'))).toBeUndefined();
    // A folder merely starting with the same name is not the server folder.
    expect(transform(plugin, 'client', path.join(root, 'server-side-notes', 'x.ts'))).toBeUndefined();
  });

  it('is an empty module outside the build, so Node scripts and tests load marked modules as they are', async () => {
    expect(Object.keys(await import('#server-only'))).toEqual([]);
    const { createMainApi } = await import('#src/lib/main-api/main-api.ts');
    expect(typeof createMainApi).toBe('function');
  });
});
