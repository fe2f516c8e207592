import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withNoindex } from '#server/robots-meta.ts';
import { createStaticFiles } from '#server/static-files.ts';

const bytes = (html: string) => new TextEncoder().encode(html);
const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe('noindex off-production', () => {
  it('adds the robots noindex tag right after <head>', () => {
    expect(text(withNoindex(bytes('<!DOCTYPE html><html lang="de"><head><title>x</title></head></html>')))).toBe(
      '<!DOCTYPE html><html lang="de"><head><meta name="robots" content="noindex"/><title>x</title></head></html>',
    );
  });

  it('looks for a robots tag of the page only in its head', () => {
    const html = '<html><head><title>x</title></head><body><pre><meta name="robots" content="all"/></pre></body></html>';
    expect(text(withNoindex(bytes(html)))).toBe(html.replace('<head>', '<head><meta name="robots" content="noindex"/>'));
  });

  it('leaves a page with a robots tag of its own, and anything without a head, as it is', () => {
    const own = bytes('<html><head><meta name="robots" content="noindex"/></head></html>');
    expect(withNoindex(own)).toBe(own);
    const fragment = bytes('<p>no head</p>');
    expect(withNoindex(fragment)).toBe(fragment);
  });

  it('is made once per prerendered file, which gets an ETag of its own', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'statics-'));
    mkdirSync(path.join(root, 'pricing'));
    writeFileSync(path.join(root, 'pricing', 'index.html'), '<html><head></head></html>');
    const statics = createStaticFiles(root);
    const file = await statics.lookup('/pricing/');
    if (!file) throw new Error('not found');
    const variant = statics.offProduction(file);
    expect(statics.offProduction(file)).toBe(variant);
    expect(text(variant.body)).toBe('<html><head><meta name="robots" content="noindex"/></head></html>');
    expect(variant.etag).not.toBe(file.etag);
  });
});
