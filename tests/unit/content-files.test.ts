import { describe, expect, it } from 'vitest';
import { loadContent } from '#src/lib/content/files/load-content.ts';
import { ContentFileError, parseContentFile } from '#src/lib/content/files/parse-file.ts';
import { readContentDir } from '#src/lib/content/files/read-content-dir.ts';

const topic = (fields: string) => `status: published
locale: en-us
path: security
name: Security
description: Hardening servers.
sort: 5
show_on_main: false
seo_title: Security tutorials
seo_description: Harden your servers.
date_created: 2025-03-01T09:00:00Z
${fields}`;

describe('content files', () => {
  it('all parse, match their schema and link to existing items', () => {
    const rows = loadContent(readContentDir('content'));
    expect(rows.docs.filter((row) => row.locale === 'en-us').length).toBeGreaterThanOrEqual(24);
    expect(rows.tutorials.filter((row) => row.locale === 'en-us' && row.status === 'published').length).toBeGreaterThanOrEqual(
      12,
    );
    expect(rows.faq.filter((row) => row.locale === 'en-us').length).toBeGreaterThanOrEqual(20);
    expect(rows.marketplace_items.filter((row) => row.locale === 'en-us').length).toBeGreaterThanOrEqual(12);
  });

  it('every locale has the whole docs navigation', () => {
    const rows = loadContent(readContentDir('content'));
    const pathsOf = (locale: string) =>
      rows.docs
        .filter((row) => row.locale === locale)
        .map((row) => String(row.id).slice(locale.length + 1))
        .sort();
    for (const locale of ['de', 'es', 'fr', 'it', 'nl', 'pt-br']) expect(pathsOf(locale), locale).toEqual(pathsOf('en-us'));
  });

  it('rejects a malformed file with its path and the field', () => {
    expect(() => parseContentFile('tutorials_topics/en-us/security.yaml', topic('sort_order: 2'))).toThrow(
      /content\/tutorials_topics\/en-us\/security\.yaml: .*sort_order/,
    );
    expect(() => parseContentFile('tutorials_topics/en-us/security.yaml', topic('').replace('sort: 5', 'sort: five'))).toThrow(
      /security\.yaml: sort must be/,
    );
    expect(() => parseContentFile('tutorials_topics/de/security.yaml', topic(''))).toThrow(/locale must be "de"/);
    expect(() => parseContentFile('docs/en-us/vpc/nat.md', '---\nstatus: published\n---\n')).toThrow(ContentFileError);
    expect(() => loadContent([['news/en-us/x.md', 'no front matter']])).toThrow(
      /content\/news\/en-us\/x\.md: missing the front matter/,
    );
  });

  it('rejects references to items that do not exist', () => {
    const files = readContentDir('content').filter(([file]) => file.startsWith('tutorials/en-us/install-docker'));
    expect(() => loadContent(files)).toThrow(/install-docker-ubuntu-24-04\.md: author "maya-okafor" does not exist in en-us/);
  });
});
