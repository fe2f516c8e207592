// Copies the self-hosted font files from @fontsource-variable/inter into
// public/fonts/<version>/ (run by `npm install` through the `prepare` script).
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const version = JSON.parse(
  (await import('node:fs')).readFileSync(path.join(root, 'node_modules/@fontsource-variable/inter/package.json'), 'utf8'),
).version;
const target = path.join(root, 'public/fonts', `inter-${version}`);
mkdirSync(target, { recursive: true });
for (const file of ['inter-latin-wght-normal.woff2', 'inter-latin-ext-wght-normal.woff2']) {
  copyFileSync(path.join(root, 'node_modules/@fontsource-variable/inter/files', file), path.join(target, file));
}
console.log(`fonts copied to ${path.relative(root, target)}`);
