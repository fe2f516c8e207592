import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from '#server/static-files.ts';

const root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
mkdirSync(path.join(root, 'pricing'), { recursive: true });
mkdirSync(path.join(root, 'assets'), { recursive: true });
const script = `export const form = ${JSON.stringify('x'.repeat(4000))};`;
writeFileSync(path.join(root, 'pricing', 'index.html'), '<!doctype html><title>Pricing</title>');
writeFileSync(path.join(root, 'assets', 'SiteForm-AbC.js'), script);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('static files from memory (issue 30, item 1)', () => {
  it('looks a path up only as the build spells it: an escaped letter is no file', async () => {
    const statics = createStaticFiles(root);
    expect(await statics.lookup('/pricing/')).not.toBeNull();
    for (const alias of ['/%70ricing/', '/pr%69cing/index.html', '/assets/%53iteForm-AbC.js', '/assets%2FSiteForm-AbC.js'])
      expect(await statics.lookup(alias), alias).toBeNull();
  });

  it('keeps one entry per file, whatever the spellings asked, so memory is bounded by the build', async () => {
    const statics = createStaticFiles(root);
    const page = await statics.lookup('/pricing/');
    expect(await statics.lookup('/pricing/index.html')).toBe(page);
    for (let i = 0; i < 50; i++) await statics.lookup(`/pr%69cing/${'x'.repeat(i)}`);
    await statics.lookup('/assets/SiteForm-AbC.js');
    expect(statics.size).toBe(2);
  });

  it('compresses a file once, off the request thread, and hands every client the same bytes', async () => {
    const statics = createStaticFiles(root);
    const file = await statics.lookup('/assets/SiteForm-AbC.js');
    if (!file) throw new Error('the asset is missing');
    const pending = statics.encode(file, 'br');
    expect(pending).toBeInstanceOf(Promise);
    const body = await pending;
    expect(brotliDecompressSync(body).toString()).toBe(script);
    expect(await statics.encode(file, 'br')).toBe(body);
    expect(await statics.encode(file, null)).toBe(file.body);
  });
});
