import { describe, expect, it } from 'vitest';
import { parseContentFile } from '#src/lib/content/files/parse-file.ts';
import { readContentDir } from '#src/lib/content/files/read-content-dir.ts';
import type { RawItem } from '#src/lib/content/query.ts';
import type { DirectusAdmin } from '#src/lib/content/sync/directus-admin.ts';
import { fromDirectusRow, integerId, toDirectusLinks, toDirectusRow } from '#src/lib/content/sync/directus-rows.ts';
import { fileText, pullContent } from '#src/lib/content/sync/pull-content.ts';

const files = readContentDir('content').filter(([file]) => /\.(md|yaml)$/.test(file) && file !== 'README.md');

/** A row as Directus 11 on PostgreSQL answers it: timestamps with milliseconds, many-to-many as junction rows. */
const asDirectusAnswers = (row: RawItem, links: RawItem | null): RawItem => {
  const answer: RawItem = { ...row, ...(links ?? {}) };
  for (const field of ['date_created', 'date_updated', 'publish_after'])
    if (typeof answer[field] === 'string') answer[field] = new Date(answer[field] as string).toISOString();
  return answer;
};

describe('content:push and content:pull rows', () => {
  it('turn every file into a Directus row and back into the same record', () => {
    for (const [file, raw] of files) {
      const { collection, record } = parseContentFile(file, raw);
      const back = fromDirectusRow(
        collection,
        asDirectusAnswers(toDirectusRow(collection, record), toDirectusLinks(collection, record)),
      );
      expect(parseContentFile(file, fileText(collection, back)).record, file).toEqual(record);
    }
  }, 120_000);

  it('give the integer ids a file keeps equal across locales a key unique in Directus (en-us keeps its own)', () => {
    expect(integerId('en-us', 7)).toBe(7);
    expect(integerId('de', 7)).toBe(100_007);
    expect(integerId('pt-br', 7)).not.toBe(integerId('nl', 7));
    const faq = files.filter(([file]) => file.startsWith('faq/'));
    const ids = faq.map(([file, raw]) => {
      const { collection, record } = parseContentFile(file, raw);
      return toDirectusRow(collection, record).id;
    });
    expect(new Set(ids).size).toBe(faq.length);
  });

  it('keep tag lists as JSON text, the form Directus can search for one whole tag', () => {
    const [file, raw] = files.find(([name]) => name === 'tutorials/en-us/install-docker-ubuntu-24-04.md') ?? ['', ''];
    const { collection, record } = parseContentFile(file, raw);
    expect(toDirectusRow(collection, record).tags).toBe(JSON.stringify(record.tags));
  });

  it('pull refuses a Directus with no content instead of removing every file', async () => {
    const empty: DirectusAdmin = {
      url: 'http://directus.test',
      request: async <T>() => ({ data: [] }) as T,
      data: async <T>() => [] as T,
    };
    await expect(pullContent(empty, files)).rejects.toThrow(/holds no content items/);
  });
});
