import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'waku/config';
import { apiDocument } from './server/build/api-document-plugin.ts';
import { arktypeWithoutEvalProbe } from './server/build/arktype-without-eval-probe.ts';
import { checkCatalog } from './server/build/check-catalog-plugin.ts';
import { checkContent } from './server/build/check-content-plugin.ts';
import { clientWithoutIcuParser } from './server/build/client-without-icu-parser.ts';
import { contentStore } from './server/build/content-store-plugin.ts';
import { reactNodeStreams } from './server/build/react-node-streams.ts';
import { serverOnlyGuard } from './server/build/server-only-guard.ts';

/**
 * The islands every page hydrates (document shell and header), the state library they share, Waku's
 * client references and the articles' view beacon (a chunk of its own would cost more than its code).
 */
const shellModules = new RegExp(
  [
    String.raw`src/features/shell/(ClientShell|AnalyticsLoader|RootErrorBoundary|shell-texts)\.tsx?$`,
    String.raw`src/features/header/(AuthProvider|HeaderAccount|HeaderSearch|LanguageLinks|top-liner/TopLinerClose)\.tsx$`,
    String.raw`src/features/forms/(ModalProvider|SiteDialogs)\.tsx$`,
    String.raw`src/features/content/client/ViewBeacon\.tsx$`,
    String.raw`src/lib/use-machine-state\.ts$`,
    String.raw`intl/PageMessages\.tsx$`,
    'node_modules/(valtio|proxy-compare)/',
    'client-references/group/shared:node_modules/waku/',
  ].join('|'),
);

export default defineConfig({
  vite: {
    plugins: [
      vanillaExtractPlugin(),
      checkContent(),
      contentStore(),
      apiDocument(),
      checkCatalog(),
      arktypeWithoutEvalProbe(),
      clientWithoutIcuParser(),
      reactNodeStreams(),
      serverOnlyGuard(),
    ],
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // One stylesheet per build environment instead of one per component: the server inlines
              // them into every page (server/inline-styles.ts), so they must be few and shared. A stylesheet
              // imported as a `?url` (the consent banner's) is a file loaded on demand, not one of them.
              { name: 'styles', test: /\.css($|\?(?!url$))/ },
              // One chunk for what every page runs, instead of ten small ones (fewer requests, better compression).
              { name: 'shell', test: shellModules },
            ],
          },
        },
      },
    },
    // Server code without doc comments and with non-ASCII characters escaped: V8 keeps every
    // module's source, and a source that is all ASCII takes one byte per character instead of two.
    environments: Object.fromEntries(
      ['rsc', 'ssr'].map((name) => [
        name,
        {
          build: {
            rolldownOptions: { output: { charset: 'ascii' as const, comments: { legal: true, annotation: true, jsdoc: false } } },
          },
        },
      ]),
    ),
  },
});
