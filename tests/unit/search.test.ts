import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Locale, localeCodes, locales } from '#intl/locales.ts';
import en from '#intl/messages/en-us/search.json' with { type: 'json' };
import { createFileSource } from '#src/lib/content/files/file-source.ts';
import { loadContent } from '#src/lib/content/files/load-content.ts';
import { readContentDir } from '#src/lib/content/files/read-content-dir.ts';
import { markdownText } from '#src/lib/search/markdown-text.ts';
import { buildIndex, loadIndex, queryIndex, serialiseIndex } from '#src/lib/search/search-index.ts';
import { createSiteSearch } from '#src/lib/search/site-search.ts';
import { highlight, snippet } from '#src/lib/search/snippet.ts';
import { loadStemmer, normaliseTerm } from '#src/lib/search/terms.ts';

const rows = loadContent(readContentDir('content'));
let now = new Date('2026-11-21T12:00:00Z');
const files = () =>
  createFileSource(
    () => rows,
    () => now,
  );
const ids = (outcome: Awaited<ReturnType<ReturnType<typeof createSiteSearch>['search']>>) =>
  outcome?.groups.flatMap((group) => group.items.map((item) => item.id)) ?? [];

describe('search terms', () => {
  it('stems in the locale language, folds case and accents, and ignores one-letter words', async () => {
    const en = await loadStemmer('en-us');
    const de = await loadStemmer('de');
    const fr = await loadStemmer('fr');
    expect(normaliseTerm('Servers', en)).toBe(normaliseTerm('server', en));
    expect(normaliseTerm('Datenbanken', de)).toBe(normaliseTerm('Datenbank', de));
    expect(normaliseTerm('Schlüssel', de)).toBe(normaliseTerm('schlussel', de));
    expect(normaliseTerm('déploiement', fr)).toBe(normaliseTerm('deploiement', fr));
    expect(normaliseTerm('a', en)).toBeNull();
    expect(normaliseTerm('é', fr)).toBeNull();
    expect(normaliseTerm('s3', en)).toBe('s3');
  });

  it('reads a Markdown body as headings and prose, without code blocks or tags', () => {
    const text = markdownText(
      'Intro with `ufw`.\n\n## Allow SSH\n\n```sh\nsudo ufw allow OpenSSH\n```\n\n<b>Bold</b> text\n\n| Port | Use |\n|---|---|\n| 22 | SSH |',
    );
    expect(text.headings).toEqual(['Allow SSH']);
    expect(text.body).toBe('Intro with ufw.\nBold text\nPort\nUse\n22\nSSH');
  });
});

describe('snippets', () => {
  const terms = async (words: string[]) => {
    const stem = await loadStemmer('en-us');
    return {
      stem: (word: string) => normaliseTerm(word, stem),
      set: new Set(words.map((word) => normaliseTerm(word, stem) as string)),
    };
  };

  it('marks every word whose indexed form matched, whatever its inflection', async () => {
    const { stem, set } = await terms(['backup']);
    expect(highlight('Server Backups and a backup', set, stem)).toEqual([
      { text: 'Server ', match: false },
      { text: 'Backups', match: true },
      { text: ' and a ', match: false },
      { text: 'backup', match: true },
    ]);
  });

  it('shows the passage with the most distinct matches, cut at words, with ellipses', async () => {
    const { stem, set } = await terms(['restore', 'backup']);
    const filler = 'Servers run on NVMe storage in every region we operate. '.repeat(8);
    const body = `${filler}You can restore a backup in place or to a new server. ${filler}`;
    const runs = snippet(body, set, stem, 120);
    const text = runs.map((run) => run.text).join('');
    expect(text.startsWith('… ')).toBe(true);
    expect(text.endsWith(' …')).toBe(true);
    expect(runs.filter((run) => run.match).map((run) => run.text)).toEqual(['restore', 'backup']);
    expect(text.length).toBeLessThanOrEqual(125);
  });

  it('falls back to the opening of the text when nothing in it matched', async () => {
    const { stem, set } = await terms(['kubernetes']);
    expect(snippet('Short text.', set, stem)).toEqual([{ text: 'Short text.', match: false }]);
  });
});

describe('site search', () => {
  const search = createSiteSearch({ source: files, production: true, refreshMs: Number.POSITIVE_INFINITY });

  it('groups results by collection, best group first, five per group with the total', async () => {
    const outcome = await search.search('en-us', 'backup');
    expect(outcome?.groups[0]?.collection).toBe('docs');
    for (const group of outcome?.groups ?? []) {
      expect(group.items.length).toBe(Math.min(5, group.total));
      expect(group.items.every((item) => item.collection === group.collection)).toBe(true);
    }
    expect(outcome?.total).toBe(outcome?.groups.reduce((sum, group) => sum + group.total, 0));
  });

  it('lists one collection in full with `in`', async () => {
    const all = await search.search('en-us', 'server');
    const docs = await search.search('en-us', 'server', 'docs');
    const total = all?.groups.find((group) => group.collection === 'docs')?.total;
    expect(total).toBeGreaterThan(5);
    expect(docs?.groups.map((group) => group.collection)).toEqual(['docs']);
    expect(docs?.groups[0]?.items).toHaveLength(total as number);
  });

  it('answers null when no word of two letters or more is left (spec §5)', async () => {
    expect(await search.search('en-us', 'a b c')).toBeNull();
    expect(await search.search('en-us', '   ')).toBeNull();
  });

  it('offers a correction, written as on the site, only when nothing matched', async () => {
    const outcome = await search.search('en-us', 'kubrnts');
    expect(outcome?.total).toBe(0);
    expect(outcome?.correction).toBe('Kubernetes');
    expect((await search.search('en-us', 'kubernetes'))?.correction).toBeNull();
  });

  it('searches one locale only: German results for a German search', async () => {
    const outcome = await search.search('de', 'firewall');
    const urls = outcome?.groups.flatMap((group) => group.items.map((item) => item.url)) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith('/de/'))).toBe(true);
    expect(outcome?.groups[0]?.items[0]?.title.map((run) => run.text).join('')).toBe('Cloud-Firewall');
  });

  it('never finds drafts, tutorials scheduled later, tutorials of draft authors, or marketplace drafts in production', async () => {
    expect(ids(await search.search('en-us', 'wireguard'))).not.toContain('tutorials:set-up-wireguard-vpn');
    expect(ids(await search.search('en-us', 'pg_upgradecluster'))).not.toContain('tutorials:upgrade-to-postgresql-17');
    expect(ids(await search.search('en-us', 'netdata'))).not.toContain('tutorials:monitor-servers-with-netdata');
    expect(ids(await search.search('en-us', 'coolify'))).not.toContain('marketplace:coolify');
    const preview = createSiteSearch({ source: files, production: false, refreshMs: Number.POSITIVE_INFINITY });
    expect(ids(await preview.search('en-us', 'coolify'))).toContain('marketplace:coolify');
  });

  it('rebuilds on the content cycle: a scheduled tutorial shows once its time is three hours away', async () => {
    let clock = Date.parse('2026-11-21T12:00:00Z');
    now = new Date(clock);
    const cycled = createSiteSearch({ source: files, production: true, refreshMs: 60_000, now: () => clock });
    expect(ids(await cycled.search('en-us', 'pg_upgradecluster'))).not.toContain('tutorials:upgrade-to-postgresql-17');
    now = new Date('2099-01-01T06:30:00Z');
    clock += 30_000;
    await cycled.search('en-us', 'pg_upgradecluster');
    clock += 31_000;
    // The stale index answers while the new one is built in the background …
    expect(ids(await cycled.search('en-us', 'pg_upgradecluster'))).not.toContain('tutorials:upgrade-to-postgresql-17');
    await expect
      .poll(async () => ids(await cycled.search('en-us', 'pg_upgradecluster')))
      .toContain('tutorials:upgrade-to-postgresql-17');
    now = new Date('2026-11-21T12:00:00Z');
  });

  it('keeps the last index when a rebuild fails', async () => {
    let clock = 0;
    let fail = false;
    const source = files();
    const flaky = createSiteSearch({
      source: () => ({
        ...source,
        items: (collection, query) => (fail ? Promise.reject(new Error('down')) : source.items(collection, query)),
      }),
      production: true,
      refreshMs: 60_000,
      now: () => clock,
    });
    const before = ids(await flaky.search('en-us', 'firewall'));
    fail = true;
    clock = 120_000;
    await flaky.search('en-us', 'firewall');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ids(await flaky.search('en-us', 'firewall'))).toEqual(before);
  });

  // The bound is the site's rule that nothing holds the one event loop for more than 50 ms; at 20 ms
  // the median of the broadest prefix query ('ser') failed on a slow day of this shared VM (20.9 ms).
  it('answers a query without holding the event loop 50 ms once the index is built', async () => {
    await search.search('en-us', 'warm up');
    const queries = [
      'kubernetes',
      'restore backup',
      'nginx lets encrypt',
      'wordpres',
      'postgresql ssl connection',
      'ser',
      'the',
      'server',
    ];
    for (const query of queries) {
      const times: number[] = [];
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        await search.search('en-us', query);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      expect(times[2], query).toBeLessThanOrEqual(50);
    }
  });

  it("finds results for every locale's popular searches", async () => {
    for (const locale of localeCodes) {
      const catalog = (await import(`../../intl/messages/${locales[locale].file}/search.json`, { with: { type: 'json' } }))
        .default;
      const terms = String(catalog['search.popularTerms'] ?? en['search.popularTerms']).split('|');
      for (const term of terms) expect((await search.search(locale, term))?.total, `${locale}: ${term}`).toBeGreaterThan(0);
    }
    // Builds the index of every locale (see the browser-index test).
  }, 30_000);
});

describe('browser index', () => {
  it('is at most 150 KB gzipped per locale and answers in the browser as on the server', async () => {
    const search = createSiteSearch({ source: files, production: true, refreshMs: Number.POSITIVE_INFINITY });
    for (const locale of localeCodes as readonly Locale[]) {
      const { json, etag } = await search.browserIndex(locale);
      expect(gzipSync(json).length, locale).toBeLessThanOrEqual(150 * 1024);
      expect(etag).toMatch(/^".+"$/);
      const stem = await loadStemmer(locale);
      const loaded = loadIndex(json, stem);
      const server = await search.search(locale, 'kubernetes');
      const hits = queryIndex(loaded, 'kubernetes');
      expect(hits.length, locale).toBe(server?.total);
      expect(hits[0]?.id, locale).toBe(server?.groups[0]?.items[0]?.id);
    }
    // Seven indexes built from Markdown: ~2 s alone, several times that while the other test files run beside it.
  }, 30_000);

  it('keeps the same version while the content is unchanged', async () => {
    const stem = await loadStemmer('en-us');
    const docs = [
      {
        id: 'docs:a',
        collection: 'docs' as const,
        title: 'A',
        headings: '',
        keywords: '',
        body: 'alpha',
        url: '/docs/a/',
        summary: '',
      },
    ];
    expect(serialiseIndex(buildIndex(docs, stem))).toBe(serialiseIndex(buildIndex(docs, stem)));
  });
});
