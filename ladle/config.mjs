/** Ladle reviews the design system on its own: stories live next to their components. */
export default {
  stories: 'design-system/**/*.stories.tsx',
  viteConfig: 'ladle/vite.config.ts',
  outDir: 'dist-ladle',
  addons: {
    a11y: { enabled: true },
    width: {
      enabled: true,
      options: { xsmall: 320, small: 640, medium: 768, large: 1024, xlarge: 1280, xxlarge: 1536 },
      defaultState: 0,
    },
  },
};
