import path from 'node:path';
import type { Plugin } from 'vite';

export const serverOnlyMarker = '#server-only';

/**
 * Fails `waku build` when a client component reaches a server-only module, directly or through
 * other modules. A module is server-only when it imports `#server-only`, and so is every module
 * under `folders` (the whole server module by default) without saying so line by line.
 *
 * The check itself is @vitejs/plugin-rsc's (Waku's React Server Components plugin): it resolves
 * `server-only` to an empty module in the `rsc` environment, and in the `client` and `ssr` builds
 * fails at the end with the chain of importers. This plugin only routes `#server-only` to it
 * (outside Vite the marker is the empty `server-only.ts`, so Node scripts and unit tests run the
 * same modules) and marks the folders' modules in the builds that must not contain them.
 */
export const serverOnlyGuard = ({ folders = ['server'] }: { folders?: readonly string[] } = {}): Plugin => {
  let roots: string[] = [];
  return {
    name: 'nuvora:server-only-guard',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      roots = folders.map((folder) => `${path.resolve(config.root, folder)}${path.sep}`);
    },
    resolveId: {
      filter: { id: /^#server-only$/ },
      handler(_source, importer, options) {
        return this.resolve('server-only', importer, { ...options, skipSelf: true });
      },
    },
    transform: {
      filter: { id: /\.[cm]?[jt]sx?$/ },
      handler(code, id) {
        if (this.environment.name === 'rsc' || !roots.some((root) => id.startsWith(root))) return;
        // Appended, not prepended: imports are hoisted anyway, and the source map stays valid.
        return { code: `${code}\nimport '${serverOnlyMarker}';\n`, map: null };
      },
    },
  };
};
