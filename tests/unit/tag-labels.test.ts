import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getIntl } from '#intl/server-intl.ts';
import { tagLabel, tagLabelId, tagsNamedAsIs } from '#src/features/content/tag-labels.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const english: Record<string, string> = JSON.parse(readFileSync(path.join(repo, 'intl/messages/en-us/content.json'), 'utf8'));

/** Every tag of every tutorial, in every locale's content files. */
const contentTags = (): Set<string> => {
  const tags = new Set<string>();
  const root = path.join(repo, 'content/tutorials');
  for (const locale of readdirSync(root)) {
    for (const file of readdirSync(path.join(root, locale))) {
      const front = readFileSync(path.join(root, locale, file), 'utf8').split('\n---')[0] ?? '';
      const list = /^tags:\n((?:\s+- .*\n?)+)/m.exec(front)?.[1] ?? '';
      for (const line of list.split('\n')) if (line.trim()) tags.add(line.replace(/^\s+- /, '').trim());
    }
  }
  return tags;
};

describe('tutorial tags', () => {
  it('are a name shown as written or a word with a catalog label, never an English word on a translated card', () => {
    const tags = contentTags();
    expect(tags.size).toBeGreaterThan(20);
    expect([...tags].filter((tag) => !tagsNamedAsIs.has(tag) && !english[tagLabelId(tag)])).toEqual([]);
  });

  it('read in the page’s language', async () => {
    const de = await getIntl('de', ['content']);
    const fr = await getIntl('fr', ['content']);
    expect(tagLabel(de, 'database')).toBe('Datenbanken');
    expect(tagLabel(fr, 'containers')).toBe('conteneurs');
    expect(tagLabel(fr, 'automation')).toBe('automatisation');
    expect(tagLabel(fr, 'nginx')).toBe('nginx');
  });
});
