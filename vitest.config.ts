import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // Unit tests render site components to HTML (content-xss), whose styles are vanilla-extract.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        // Pre-bundled up front: a re-optimisation mid-run would load a second React and break every test.
        optimizeDeps: {
          include: [
            'react',
            'react-dom/client',
            'react-dom/server',
            'axe-core',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@radix-ui/react-accordion',
            '@radix-ui/react-checkbox',
            '@radix-ui/react-dialog',
            '@radix-ui/react-radio-group',
            '@radix-ui/react-tabs',
            '@radix-ui/react-toast',
            '@radix-ui/react-tooltip',
            '@radix-ui/react-visually-hidden',
            '@tanstack/react-form',
            'ofetch',
            'react-intl',
            'valtio',
            'valtio/vanilla',
          ],
        },
        test: {
          name: 'browser',
          // The kit's components, and the site's islands that run the kit's shared suites (forms).
          include: ['design-system/**/*.test.tsx', 'src/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
