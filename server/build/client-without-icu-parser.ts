import type { Plugin } from 'vite';

const parserModule = '@formatjs/icu-messageformat-parser';

/**
 * Client islands get their messages parsed on the server (`pickMessages`), so the browser build
 * takes the parser package's `no-parser` entry (its types and helpers, no parser): about 9 KB
 * gzip less on every page that formats at run time, and no parsing before the island is ready.
 * A raw string message reaching react-intl in the browser then fails loudly instead of working slowly.
 */
export const clientWithoutIcuParser = (): Plugin => ({
  name: 'nuvora:client-without-icu-parser',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(source, importer, options) {
    if (source !== parserModule) return null;
    return this.resolve(`${parserModule}/no-parser.js`, importer, { ...options, skipSelf: true });
  },
});
