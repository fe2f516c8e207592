import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '#src/lib/content/files/load-content.ts';
import { readContentDir } from '#src/lib/content/files/read-content-dir.ts';
import type { RawItem } from '#src/lib/content/query.ts';
import { multiplyContent } from '#tests/bench/scale/multiply-content.ts';

// `npm run bench:scale` measures the site on content multiplied by this generator: it must pass the
// build's content check, give every copy its own slug, id and title, and keep every reference valid.
describe('content multiplied for bench:scale', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'scale-content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  cpSync('content', dir, { recursive: true });
  const today = loadContent(readContentDir('content'));

  it('passes the content check, with three times the articles and the same authors', async () => {
    await multiplyContent(dir, 3);
    const rows = loadContent(readContentDir(dir));
    for (const collection of ['docs', 'tutorials', 'news', 'marketplace_items'] as const)
      expect(rows[collection].length, collection).toBe(3 * today[collection].length);
    for (const collection of ['authors', 'tutorials_topics', 'faq', 'landing_pages', 'marketplace_categories'] as const)
      expect(rows[collection].length, collection).toBe(today[collection].length);

    const unique = (list: RawItem[], key: (row: RawItem) => unknown) => new Set(list.map(key)).size;
    expect(unique(rows.docs, (row) => row.id)).toBe(rows.docs.length);
    expect(unique(rows.tutorials, (row) => `${row.locale}|${row.path}`)).toBe(rows.tutorials.length);
    expect(unique(rows.news, (row) => `${row.locale}|${row.path}`)).toBe(rows.news.length);
    expect(unique(rows.marketplace_items, (row) => `${row.locale}|${row.id}`)).toBe(rows.marketplace_items.length);
    expect(unique(rows.marketplace_items, (row) => `${row.locale}|${row.slug}`)).toBe(rows.marketplace_items.length);
    // Varied titles and text, so search has different documents to rank.
    expect(unique(rows.tutorials, (row) => row.title)).toBeGreaterThan(0.9 * rows.tutorials.length);
    expect(unique(rows.docs, (row) => row.article_text)).toBeGreaterThan(0.9 * rows.docs.length);

    // Copies link to their own copies (related news) and their section's copy (docs parents).
    const copy = rows.news.find((row) => String(row.path).endsWith('-v3') && (row.related as unknown[]).length > 0);
    const related = ((copy?.related ?? []) as { related_news_id: RawItem }[])[0]?.related_news_id;
    expect(String(related?.path)).toMatch(/-v3$/);
    const child = rows.docs.find((row) => String(row.id).startsWith('de/cloud-servers-v2/'));
    expect((child?.parent as RawItem | null)?.path).toBe('cloud-servers-v2');
  }, 60_000);
});
