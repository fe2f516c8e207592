// `npm run test:cms` runs these against the site reading the real Directus (tests/cms/test-cms.ts
// starts Directus and pushes content/ first): the content and search specs of the e2e suite, as
// they are, plus the checks only a real CMS allows (tests/cms/*.spec.ts).
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '#tests/chromium.ts';
import { formsDb } from '../../playwright.config.ts';
import { cmsTestPorts } from './cms-test-ports.ts';

const { site, directus } = cmsTestPorts();

export default defineConfig({
  testDir: '..',
  testMatch: ['e2e/content.spec.ts', 'e2e/search.spec.ts', 'cms/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${site}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      command: 'node dist/serve-node.js',
      cwd: path.resolve(import.meta.dirname, '../..'),
      url: `http://127.0.0.1:${site}/healthz`,
      env: {
        PORT: String(site),
        HOST: '127.0.0.1',
        FORMS_DB_PATH: formsDb,
        CONTENT_API_URL: `http://127.0.0.1:${directus}`,
        CONTENT_API_TOKEN: process.env.CMS_SITE_TOKEN ?? 'local-site-token-change-me-in-production',
      },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 60_000,
    },
  ],
});
