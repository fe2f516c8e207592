import { describe, expect, it } from 'vitest';
import { evaluateQuery, matchesFilter, resolveNow } from '#src/lib/content/files/evaluate.ts';
import { renderMarkdown } from '#src/lib/content/render-markdown.ts';
import {
  requestedPage,
  searchTerm,
  searchWords,
  textSearch,
  titleHolds,
  titleSearch,
  totalPages,
  visibleMarketplaceItems,
  visibleTutorials,
} from '#src/lib/content/rules.ts';

const now = new Date('2026-11-21T12:00:00Z');
const tutorial = (publish_after: string | null, authorStatus = 'published', status = 'published') => ({
  status,
  publish_after,
  author: { status: authorStatus },
});

describe('tutorial visibility', () => {
  it('shows published tutorials scheduled at most three hours ahead, by published authors', () => {
    const visible = (row: object) => matchesFilter(row, visibleTutorials, now);
    expect(visible(tutorial(null))).toBe(true);
    expect(visible(tutorial('2026-11-21T14:00:00.000Z'))).toBe(true); // +2 h
    expect(visible(tutorial('2026-11-21T15:00:00.000Z'))).toBe(true); // +3 h exactly
    expect(visible(tutorial('2026-11-21T17:00:00.000Z'))).toBe(false); // +5 h
    expect(visible(tutorial(null, 'draft'))).toBe(false);
    expect(visible(tutorial(null, 'published', 'draft'))).toBe(false);
    expect(visible(tutorial(null, 'published', 'archived'))).toBe(false);
  });

  it('filters marketplace drafts in production only', () => {
    expect(matchesFilter({ status: 'draft' }, visibleMarketplaceItems(true))).toBe(false);
    expect(matchesFilter({ status: 'draft' }, visibleMarketplaceItems(false))).toBe(true);
  });
});

describe('dynamic variables', () => {
  it('reads $NOW with an offset from the clock, as Directus does', () => {
    expect(resolveNow('$NOW(+3 hours)', now)).toBe('2026-11-21T15:00:00.000Z');
    expect(resolveNow('$NOW(-1 day)', now)).toBe('2026-11-20T12:00:00.000Z');
    expect(resolveNow('$NOW', now)).toBe('2026-11-21T12:00:00.000Z');
    expect(resolveNow('2026-01-01', now)).toBe('2026-01-01');
  });
});

describe('search terms', () => {
  it('ignores words of one character', () => {
    expect(searchWords('a docker  compose x')).toEqual(['docker', 'compose']);
    expect(searchTerm('a b')).toBeNull();
    expect(searchTerm('  k8s ')).toBe('k8s');
  });

  const inTextOnly = (row: { title: string; text: string }, term: string) =>
    matchesFilter(row, textSearch(term, 'text')) && !titleHolds(row.title, term);

  it('matches body-contains-term and excludes title-contains-term', () => {
    expect(inTextOnly({ title: 'Install Nginx', text: 'Open the Firewall for HTTP' }, 'firewall')).toBe(true);
    expect(inTextOnly({ title: 'Configure the Firewall', text: 'firewall rules' }, 'firewall')).toBe(false);
    expect(inTextOnly({ title: 'Install Nginx', text: 'nothing here' }, 'firewall')).toBe(false);
  });

  it('asks Directus only for operators it has (no _nicontains: Directus 11 answers 400 to it)', () => {
    expect(JSON.stringify(textSearch('ubuntu install', 'text'))).not.toContain('_nicontains');
  });

  it('never lists by text an item that a multi-word query lists by title', () => {
    const term = 'ubuntu install';
    const title = titleSearch(term, 'title');
    const guide = { title: 'How to install Nginx on Ubuntu 24.04', text: 'Install Nginx on Ubuntu with apt' };
    expect(matchesFilter(guide, title)).toBe(true);
    expect(inTextOnly(guide, term)).toBe(false);
    // A title with only one of the words is not a title match, so its text may list it.
    const partial = { title: 'Ubuntu firewall basics', text: 'Install ufw on Ubuntu' };
    expect(matchesFilter(partial, title)).toBe(false);
    expect(inTextOnly(partial, term)).toBe(true);
  });
});

describe('list pages', () => {
  it('reads ?page= within the page count, anything else being page 1 or a 404', () => {
    expect(requestedPage(null)).toBe(1);
    expect(requestedPage('2')).toBe(2);
    expect(requestedPage('4')).toBeGreaterThan(totalPages(36, 12)); // past the last of 3 pages
    expect(totalPages(0, 12)).toBe(1);
    expect(requestedPage('0')).toBeNull();
    expect(requestedPage('two')).toBeNull();
  });

  it('sorts newest first and counts before paging, like Directus', () => {
    const rows = [
      { id: 1, date_created: '2026-01-01' },
      { id: 2, date_created: '2026-03-01' },
      { id: 3, date_created: '2026-02-01' },
    ];
    const page = evaluateQuery(rows, { sort: ['-date_created'], limit: 2, offset: 1, meta: 'filter_count', fields: ['id'] });
    expect(page).toEqual({ data: [{ id: 3 }, { id: 1 }], meta: { filter_count: 3 } });
  });
});

describe('Markdown rendering', () => {
  it('highlights code on the server and links headings for the table of contents', () => {
    const { html, headings } = renderMarkdown(
      '## Install\n\n```bash\nsudo apt install nginx\n```\n\n### Check\n\nSee [the firewall](/docs/firewall/).',
      'de',
    );
    expect(html).toContain('class="hljs language-bash"');
    expect(html).toContain('<pre tabindex="0">');
    expect(html).toContain('href="/de/docs/firewall/"');
    expect(headings).toEqual([
      { id: 'install', text: 'Install', level: 2 },
      { id: 'check', text: 'Check', level: 3 },
    ]);
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '[click](javascript:alert(1))',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
    '<svg><script>alert(1)</script></svg>',
  ])('strips the XSS payload %s', (payload) => {
    const { html } = renderMarkdown(`Text\n\n${payload}\n`, 'en-us');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
  });
});
