// `npm run og:images`: renders the share image of every page kind into public/og/<kind>.jpg with
// Debian's Chromium (no network: the brand font comes from public/fonts). Run it after changing
// the brand or adding a kind; the images are committed, so builds and tests never render them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '#tests/chromium.ts';
import { OG_IMAGE_SIZE, type OgKind, ogKinds } from './og-image.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const fontDir = path.join(root, 'public/fonts', readdirSync(path.join(root, 'public/fonts'))[0] as string);
const font = readFileSync(path.join(fontDir, 'inter-latin-wght-normal.woff2')).toString('base64');

// One wordless pictogram per kind, so every locale can share the image.
const glyphs: Record<OgKind, string> = {
  default:
    '<circle cx="120" cy="120" r="70"/><circle cx="200" cy="150" r="55"/><rect x="60" y="150" width="200" height="60" rx="30"/>',
  product:
    '<rect x="40" y="40" width="200" height="50" rx="10"/><rect x="40" y="105" width="200" height="50" rx="10"/><rect x="40" y="170" width="200" height="50" rx="10"/>',
  pricing:
    '<rect x="40" y="150" width="45" height="70" rx="8"/><rect x="115" y="100" width="45" height="120" rx="8"/><rect x="190" y="50" width="45" height="170" rx="8"/>',
  docs: '<rect x="60" y="30" width="160" height="210" rx="14"/><rect x="90" y="80" width="100" height="14" rx="7" fill="#1f4fd1"/><rect x="90" y="115" width="100" height="14" rx="7" fill="#1f4fd1"/><rect x="90" y="150" width="70" height="14" rx="7" fill="#1f4fd1"/>',
  tutorials: '<polygon points="140,30 250,90 140,150 30,90"/><rect x="75" y="120" width="130" height="70" rx="12"/>',
  blog: '<rect x="40" y="50" width="200" height="160" rx="16"/><rect x="70" y="85" width="140" height="16" rx="8" fill="#1f4fd1"/><rect x="70" y="120" width="100" height="16" rx="8" fill="#1f4fd1"/>',
  marketplace:
    '<rect x="40" y="40" width="90" height="90" rx="16"/><rect x="150" y="40" width="90" height="90" rx="16"/><rect x="40" y="150" width="90" height="90" rx="16"/><rect x="150" y="150" width="90" height="90" rx="45"/>',
};

const page = (kind: OgKind) => `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
html, body { margin: 0; width: ${OG_IMAGE_SIZE.width}px; height: ${OG_IMAGE_SIZE.height}px; }
body { display: flex; align-items: center; justify-content: space-between; padding: 0 110px; box-sizing: border-box;
  background: linear-gradient(135deg, #1f4fd1 0%, #102a7a 100%); font-family: Inter, sans-serif; color: #fff; }
h1 { font-size: 150px; font-weight: 750; letter-spacing: -4px; margin: 0; }
p { margin: 18px 0 0; height: 14px; width: 340px; border-radius: 7px; background: #7fa2ff; }
svg { width: 300px; height: 300px; fill: #fff; }
</style></head><body><div><h1>Nuvora</h1><p></p></div><svg viewBox="0 0 280 280">${glyphs[kind]}</svg></body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const tab = await browser.newPage({ viewport: OG_IMAGE_SIZE });
for (const kind of ogKinds) {
  await tab.setContent(page(kind));
  await tab.evaluate(() => document.fonts.ready);
  await tab.screenshot({ path: path.join(root, 'public/og', `${kind}.jpg`), type: 'jpeg', quality: 85 });
  console.log(`public/og/${kind}.jpg`);
}
await browser.close();
