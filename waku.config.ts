import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'waku/config';
import { checkContent } from './src/lib/content/files/check-content-plugin.ts';

export default defineConfig({
  vite: {
    plugins: [vanillaExtractPlugin(), checkContent()],
  },
});
