// `npm run test:cms` (tests/cms/test-cms.ts) runs these against the site it started on the real
// Directus. "parity": what the e2e suite checks against the files, by its own content and search
// specs as they are, plus every content page of every locale's sitemap; "live": edits made through
// Directus's API reaching the pages (run after parity, since it changes the content parity reads).
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '#tests/chromium.ts';
import { cmsTestPorts } from './cms-test-ports.ts';

export default defineConfig({
  testDir: '..',
  fullyParallel: true,
  // Every first render asks Directus several uncached queries: slower than the file source's SQLite.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 2,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${cmsTestPorts().site}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'parity', testMatch: ['e2e/content.spec.ts', 'e2e/search.spec.ts', 'cms/content-routes.spec.ts'] },
    { name: 'live', testMatch: ['cms/cms-live.spec.ts'] },
  ],
});
