import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets, readStylesheets } from '../../server/inline-styles.ts';
import { createStaticFiles } from '../../server/static-files.ts';

const sheets = new Map([
  ['/assets/styles-a.css', '.a{color:red}'],
  ['/assets/styles-b.css', '.b{color:blue}'],
]);
const sheet = (href: string) => sheets.get(href);

// Both attribute orders React renders: client-component CSS, then the server components' CSS.
const clientLink =
  '<link rel="stylesheet" href="/assets/styles-a.css" data-precedence="vite-rsc/client-reference" crossorigin=""/>';
const serverLink =
  '<link rel="stylesheet" crossorigin="anonymous" href="/assets/styles-b.css" data-rsc-css-href="/assets/styles-b.css" data-precedence="vite-rsc/importer-resources"/>';

describe('inline stylesheets', () => {
  it('puts each sheet in a <style> where its link was and disables the link, in order', () => {
    const html = `<html><head>${clientLink}${serverLink}<title>t</title></head><body></body></html>`;
    expect(inlineStylesheets(html, sheet)).toBe(
      '<html><head>' +
        '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/styles-a.css" data-precedence="vite-rsc/client-reference" crossorigin="" disabled=""/>' +
        '<style>.b{color:blue}</style><link rel="stylesheet" crossorigin="anonymous" href="/assets/styles-b.css" data-rsc-css-href="/assets/styles-b.css" data-precedence="vite-rsc/importer-resources" disabled=""/>' +
        '<title>t</title></head><body></body></html>',
    );
  });

  it('leaves unknown sheets, sheets that would close the <style>, and links in the body alone', () => {
    const unknown = '<link rel="stylesheet" href="/assets/other.css"/>';
    const body = `<body><p>${clientLink}</p></body>`;
    const html = `<html><head>${unknown}</head>${body}</html>`;
    expect(inlineStylesheets(html, sheet)).toBe(html);
    const hostile = `<html><head>${clientLink}</head></html>`;
    expect(inlineStylesheets(hostile, () => '.x{}</style><script>alert(1)</script>')).toBe(hostile);
    expect(inlineStylesheets('<p>fragment</p>', sheet)).toBe('<p>fragment</p>');
  });

  it("reads the build's stylesheets by URL path", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'styles-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'assets', 'styles-a.css'), '.a{color:red}');
    writeFileSync(path.join(root, 'assets', 'index-a.js'), 'export {}');
    expect([...readStylesheets(root)]).toEqual([['/assets/styles-a.css', '.a{color:red}']]);
    expect(readStylesheets(path.join(root, 'missing')).size).toBe(0);
  });

  it('is applied once to prerendered pages, before their ETag is computed, and never to other files', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'statics-'));
    writeFileSync(path.join(root, 'index.html'), `<html><head>${clientLink}</head></html>`);
    writeFileSync(path.join(root, 'plain.txt'), clientLink);
    const statics = createStaticFiles(root, {
      transformHtml: (html) => Buffer.from(inlineStylesheets(html.toString('utf8'), sheet)),
    });
    const page = await statics.lookup('/');
    expect(page?.body.toString()).toContain('<style>.a{color:red}</style>');
    const plain = createStaticFiles(root);
    expect(page?.etag).not.toBe((await plain.lookup('/'))?.etag);
    expect((await statics.lookup('/plain.txt'))?.body.toString()).toBe(clientLink);
  });
});
