import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { localeCodes, locales } from '#intl/locales.ts';
import en from '#intl/messages/en-us/search.json' with { type: 'json' };
import { createFileSource } from '#src/lib/content/files/file-source.ts';
import { loadContent } from '#src/lib/content/files/load-content.ts';
import { readContentDir } from '#src/lib/content/files/read-content-dir.ts';
import type { ContentSource } from '#src/lib/content/query.ts';
import { writeSearchTables } from '#src/lib/search/build-search-tables.ts';
import { markdownText } from '#src/lib/search/markdown-text.ts';
import { editDistance } from '#src/lib/search/search-store.ts';
import { createSiteSearch } from '#src/lib/search/site-search.ts';
import { highlight, snippet } from '#src/lib/search/snippet.ts';
import { loadStemmer, normaliseTerm } from '#src/lib/search/terms.ts';

const rows = loadContent(readContentDir('content'));
const now = new Date('2026-11-21T12:00:00Z');
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

// Each site search below indexes its locales at run time (seconds per locale on a loaded 2-core machine).
describe('site search', { timeout: 60_000 }, () => {
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

  it('shows a tutorial scheduled later once its time is three hours away, without re-indexing', async () => {
    // upgrade-to-postgresql-17 is published, scheduled for 2099-01-01T09:00:00Z.
    let clock = Date.parse('2026-11-21T12:00:00Z');
    const scheduled = createSiteSearch({
      source: files,
      production: true,
      refreshMs: Number.POSITIVE_INFINITY,
      now: () => clock,
    });
    expect(ids(await scheduled.search('en-us', 'pg_upgradecluster'))).not.toContain('tutorials:upgrade-to-postgresql-17');
    clock = Date.parse('2099-01-01T05:59:00Z');
    expect(ids(await scheduled.search('en-us', 'pg_upgradecluster'))).not.toContain('tutorials:upgrade-to-postgresql-17');
    clock = Date.parse('2099-01-01T06:00:00Z');
    expect(ids(await scheduled.search('en-us', 'pg_upgradecluster'))).toContain('tutorials:upgrade-to-postgresql-17');
  });

  it('re-indexes on the content cycle in the background: the previous index answers meanwhile', async () => {
    let clock = 0;
    let extra = false;
    const source = files();
    const cycled = createSiteSearch({
      source: () => ({
        ...source,
        items: async (collection, query) => {
          const result = await source.items(collection, query);
          if (!extra || collection !== 'news') return result;
          const added = { ...result.data[0], path: 'zanzibar-region', title: 'Zanzibar region opens', text: 'Zanzibar.' };
          return { ...result, data: [...result.data, added] };
        },
      }),
      production: true,
      refreshMs: 60_000,
      now: () => clock,
    });
    expect(ids(await cycled.search('en-us', 'zanzibar'))).toEqual([]);
    extra = true;
    clock = 61_000;
    // The stale index answers while the new one is built …
    expect(ids(await cycled.search('en-us', 'zanzibar'))).toEqual([]);
    // … and the new one answers once built.
    await expect
      .poll(async () => ids(await cycled.search('en-us', 'zanzibar')), { timeout: 30_000 })
      .toContain('blog:zanzibar-region');
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

describe('search store', { timeout: 60_000 }, () => {
  const visible = ['kubernetes', 'restore backup', 'nginx lets encrypt', 'wordpres', 'ser', 'kubrnts'];

  it('answers from the tables built with the content, indexing nothing at run time', async () => {
    const db = new DatabaseSync(':memory:');
    await writeSearchTables(db, files());
    const unreachable: ContentSource = {
      kind: 'files',
      items: () => Promise.reject(new Error('the built tables should answer')),
      assetUrl: (file) => file,
    };
    const built = createSiteSearch({
      source: () => unreachable,
      production: true,
      refreshMs: Number.POSITIVE_INFINITY,
      built: () => db,
    });
    const runTime = createSiteSearch({ source: files, production: true, refreshMs: Number.POSITIVE_INFINITY });
    for (const query of visible) {
      const [fromBuild, fromRunTime] = await Promise.all([built.search('en-us', query), runTime.search('en-us', query)]);
      expect(ids(fromBuild), query).toEqual(ids(fromRunTime));
      expect(fromBuild?.correction, query).toBe(fromRunTime?.correction);
    }
    expect(ids(await built.search('de', 'firewall'))[0]).toBe('docs:firewall');
  });

  it('indexes a locale at run time in slices, letting the event loop turn between them', async () => {
    const search = createSiteSearch({ source: files, production: true, refreshMs: Number.POSITIVE_INFINITY });
    let turns = 0;
    let done = false;
    const count = () => {
      if (done) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    await search.warm(['en-us']);
    done = true;
    // Parsing a locale's Markdown alone takes well over 100 ms: a turn every 8 ms of it.
    expect(turns).toBeGreaterThanOrEqual(10);
  });

  it('suggests the best few items of a locale, as the header box shows them', async () => {
    const search = createSiteSearch({ source: files, production: true, refreshMs: Number.POSITIVE_INFINITY });
    const suggestions = await search.suggest('de', 'firewall', 6);
    expect(suggestions.length).toBe(6);
    expect(suggestions[0]).toMatchObject({ id: 'docs:firewall', title: 'Cloud-Firewall', collection: 'docs' });
    expect(suggestions.every((item) => item.url.startsWith('/de/'))).toBe(true);
    expect(await search.suggest('de', 'x', 6)).toEqual([]);
  });

  it('measures typos as edits, giving up past the allowed number', () => {
    expect(editDistance('kubernet', 'kubrnet', 2)).toBe(1);
    expect(editDistance('kubernet', 'kbrnt', 2)).toBe(Number.POSITIVE_INFINITY);
    expect(editDistance('nextcloud', 'nextclou', 1)).toBe(1);
  });
});
