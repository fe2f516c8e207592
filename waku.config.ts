import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'waku/config';
import { checkContent } from './src/lib/content/files/check-content-plugin.ts';
import { arktypeWithoutEvalProbe } from './src/lib/forms/arktype-without-eval-probe.ts';

export default defineConfig({
  vite: {
    plugins: [vanillaExtractPlugin(), checkContent(), arktypeWithoutEvalProbe()],
  },
});
