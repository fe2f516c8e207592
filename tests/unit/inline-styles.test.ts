import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withHead } from '#server/html-head.ts';
import { createStyleInliner, cssStatements, readStylesheets, withoutRepeats } from '#server/inline-styles.ts';
import { createStaticFiles } from '#server/static-files.ts';

const sheets = new Map([
  ['/assets/styles-a.css', '.a{color:red}'],
  ['/assets/styles-b.css', '.b{color:blue}'],
]);
const sheet = (href: string) => sheets.get(href);
const inlineStylesheets = (html: string, stylesheet = sheet) =>
  Buffer.from(withHead(Buffer.from(html), createStyleInliner(stylesheet))).toString();

// Both attribute orders React renders: client-component CSS, then the server components' CSS.
const clientLink =
  '<link rel="stylesheet" href="/assets/styles-a.css" data-precedence="vite-rsc/client-reference" crossorigin=""/>';
const serverLink =
  '<link rel="stylesheet" crossorigin="anonymous" href="/assets/styles-b.css" data-rsc-css-href="/assets/styles-b.css" data-precedence="vite-rsc/importer-resources"/>';

describe('inline stylesheets', () => {
  it('puts each sheet in a <style> where its link was and disables the link, in order', () => {
    const html = `<html><head>${clientLink}${serverLink}<title>t</title></head><body></body></html>`;
    expect(inlineStylesheets(html)).toBe(
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
    expect(inlineStylesheets(html)).toBe(html);
    const hostile = `<html><head>${clientLink}</head></html>`;
    expect(inlineStylesheets(hostile, () => '.x{}</style><script>alert(1)</script>')).toBe(hostile);
    expect(inlineStylesheets('<p>fragment</p>')).toBe('<p>fragment</p>');
  });

  it('sends a statement repeated across the sheets once, where it last occurs', () => {
    const repeated = new Map([
      ['/assets/styles-a.css', '.shared{color:red}.a{color:green}@media (width>=40em){.wide{gap:1rem}}'],
      ['/assets/styles-b.css', '.b{color:blue}.shared{color:red}@media (width>=40em){.wide{gap:1rem}}'],
    ]);
    const html = `<html><head>${clientLink}${serverLink}</head></html>`;
    const page = inlineStylesheets(html, (href) => repeated.get(href));
    expect(page).toContain('<style>.a{color:green}</style>');
    expect(page).toContain('<style>.b{color:blue}.shared{color:red}@media (width>=40em){.wide{gap:1rem}}</style>');
    // In the other order the other sheet keeps them.
    const reversed = inlineStylesheets(`<html><head>${serverLink}${clientLink}</head></html>`, (href) => repeated.get(href));
    expect(reversed).toContain('<style>.b{color:blue}</style>');
    expect(reversed).toContain('<style>.shared{color:red}.a{color:green}@media (width>=40em){.wide{gap:1rem}}</style>');
  });

  it('splits a sheet into top-level statements, past braces in strings and comments', () => {
    expect(cssStatements('@charset "utf-8";.a{content:"}"}/* { */ .b{color:red}@media print{.c{d:e}.f{g:h}}')).toEqual([
      '@charset "utf-8";',
      '.a{content:"}"}',
      '/* { */ .b{color:red}',
      '@media print{.c{d:e}.f{g:h}}',
    ]);
    expect(cssStatements(".a{content:'\\'}'}.b{}")).toEqual([".a{content:'\\'}'}", '.b{}']);
  });

  it('keeps the cascade: each rule takes effect where it last occurred, and layer order is never touched', () => {
    // .x at 1 and 4: whatever conflicts with it at 2 or 3 loses, as before; .y after 4 still wins.
    expect(withoutRepeats(['.x{c:1}.p{c:2}', '.q{c:3}.x{c:1}.y{c:4}'])).toEqual(['.p{c:2}', '.q{c:3}.x{c:1}.y{c:4}']);
    expect(withoutRepeats(['.x{c:1}.x{c:1}'])).toEqual(['.x{c:1}']);
    expect(withoutRepeats(['@layer base,site;.a{b:c}', '@layer base,site;'])).toEqual([
      '@layer base,site;.a{b:c}',
      '@layer base,site;',
    ]);
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
      transformHtml: (html) => Buffer.from(inlineStylesheets(html.toString('utf8'))),
    });
    const page = await statics.lookup('/');
    expect(page?.body.toString()).toContain('<style>.a{color:red}</style>');
    const plain = createStaticFiles(root);
    expect(page?.etag).not.toBe((await plain.lookup('/'))?.etag);
    expect((await statics.lookup('/plain.txt'))?.body.toString()).toBe(clientLink);
  });
});
