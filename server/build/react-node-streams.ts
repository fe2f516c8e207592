import type { Plugin } from 'vite';

/**
 * Renders HTML with React's Node build instead of its edge build. Waku imports
 * `react-dom/server.edge`, whose `renderToReadableStream` turns every string of the page into a
 * Uint8Array of its own with `TextEncoder.encode`: thousands of small allocations per page for the
 * collector. The Node build exports the same `renderToReadableStream` (same options, same web stream
 * out) and writes strings into 4 KB views with `encodeInto`. Build only: the dev server keeps Waku's
 * own dependency setup. (The RSC payload renderer has the same two builds; swapping it measured no
 * difference, its rows are few and long.)
 */
export const reactNodeStreams = (): Plugin => ({
  name: 'site:react-node-streams',
  apply: 'build',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'ssr',
  resolveId(source, importer, options) {
    if (source !== 'react-dom/server.edge') return null;
    return this.resolve('react-dom/server.node', importer, { ...options, skipSelf: true });
  },
});
