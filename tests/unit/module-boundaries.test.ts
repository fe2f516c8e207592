import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

const specifiers = (file: string) =>
  Array.from(readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g), (m) => m[1] as string);

describe('module boundaries', () => {
  const folders = ['src', 'server', 'intl', 'design-system', 'tests', 'ladle'];

  // The repository root's config files (playwright.config.ts) are the one thing reached with ../.
  it('import across folders through the package aliases (#src, #ds, #intl, #server, #tests), never ../', () => {
    const climbing = folders.flatMap(sourceFiles).flatMap((file) =>
      specifiers(file)
        .filter((s) => s.startsWith('../') && !/^(\.\.\/)+[a-z]+\.config\.ts$/.test(s))
        .map((s) => `${file}: ${s}`),
    );
    expect(climbing).toEqual([]);
  });

  it('keep the design system free of the site: it takes text and data as props', () => {
    const site = sourceFiles('design-system').flatMap((file) =>
      specifiers(file)
        .filter((s) => /^#(src|server|intl|tests)\//.test(s))
        .map((s) => `${file}: ${s}`),
    );
    expect(site).toEqual([]);
  });

  it('see each alias resolve to its folder', () => {
    const { imports } = JSON.parse(readFileSync('package.json', 'utf8')) as { imports: Record<string, string> };
    expect(imports).toMatchObject({
      '#src/*': './src/*',
      '#ds/*': './design-system/*',
      '#intl/*': './intl/*',
      '#server/*': './server/*',
      '#tests/*': './tests/*',
    });
  });
});
