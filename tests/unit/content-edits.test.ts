import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchEdits } from '#src/lib/content/files/file-source.ts';

/** Under `waku dev` the file source drops its in-memory store when a file below `content/` changes. */
describe('edits below content/ are noticed (waku dev)', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reports a saved file in a nested folder', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-edits-'));
    mkdirSync(path.join(dir, 'docs', 'de'), { recursive: true });
    const edited = new Promise<void>((resolve) => watchEdits(dir, resolve));
    writeFileSync(path.join(dir, 'docs', 'de', 'page.md'), '---\ntitle: Seite\n---\nText');
    await expect(
      Promise.race([edited.then(() => 'edited'), new Promise((r) => setTimeout(() => r('silent'), 3000))]),
    ).resolves.toBe('edited');
  });
});
