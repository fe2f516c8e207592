import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

const port = Number(process.env.E2E_PORT || 8090);
/** A second site process reads its content from a fake Directus (tests/fixtures/fake-directus-server.ts). */
export const directusSitePort = port + 1;
export const fakeDirectusPort = port + 2;
/**
 * Form submissions of an e2e run go to their own outbox, which the tests read back with `forms:export`.
 * A run against a site started before Playwright (test:cms) names one outside `test-results/`, which
 * Playwright empties when it starts: the site would keep writing to a deleted file.
 */
export const formsDb = process.env.E2E_FORMS_DB || 'test-results/e2e-forms.sqlite';

/** e2e runs against the production build (`npm run build` first), served by `npm run serve`. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      command: 'node dist/serve-node.js',
      url: `http://127.0.0.1:${port}/healthz`,
      env: { PORT: String(port), HOST: '127.0.0.1', FORMS_DB_PATH: formsDb },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 60_000,
    },
    {
      command: 'node tests/fixtures/fake-directus-server.ts',
      url: `http://127.0.0.1:${fakeDirectusPort}/__mode?set=ok`,
      env: { FAKE_DIRECTUS_PORT: String(fakeDirectusPort) },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 30_000,
    },
    {
      command: 'node dist/serve-node.js',
      url: `http://127.0.0.1:${directusSitePort}/healthz`,
      env: {
        PORT: String(directusSitePort),
        HOST: '127.0.0.1',
        FORMS_DB_PATH: 'test-results/e2e-directus-site.sqlite',
        CONTENT_API_URL: `http://127.0.0.1:${fakeDirectusPort}`,
      },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 60_000,
    },
  ],
});
