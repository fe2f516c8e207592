import { describe, expect, it } from 'vitest';
import { createFileSource } from '#src/lib/content/files/file-source.ts';
import { latestWithUntranslated } from '#src/lib/content/latest-items.ts';
import { renderMarkdown } from '#src/lib/content/render-markdown.ts';
import { getTutorial } from '#src/lib/content/tutorials.ts';

describe('links to pages only English has', () => {
  it('lead to the English page with hreflang and say so; other site links follow the locale', () => {
    const englishOnly = { paths: new Set(['/tutorials/only-english/']), note: '(en anglais)' };
    const { html } = renderMarkdown(
      'Voir [Un tutoriel](/tutorials/only-english/#etape) et [un autre](/tutorials/traduit/).',
      'fr',
      englishOnly,
    );
    expect(html).toContain('<a href="/tutorials/only-english/#etape" hreflang="en-US">Un tutoriel (en anglais)</a>');
    expect(html).toContain('<a href="/fr/tutorials/traduit/">un autre</a>');
    // The same body without English-only pages renders as before (memoised apart).
    expect(renderMarkdown('Voir [Un tutoriel](/tutorials/only-english/#etape).', 'fr').html).toContain(
      'href="/fr/tutorials/only-english/#etape"',
    );
  });

  // Building the content store from the files takes seconds on a loaded machine.
  it('a French tutorial linking an untranslated one marks the link; English pages mark nothing', {
    timeout: 60_000,
  }, async () => {
    const source = createFileSource();
    const fr = await getTutorial(source, 'fr', 'provision-servers-with-terraform');
    expect(fr?.body.html).toContain(
      '<a href="/tutorials/deploy-with-github-actions-over-ssh/" hreflang="en-US">Déployer sur un serveur cloud avec GitHub Actions via SSH (en anglais)</a>',
    );
    const en = await getTutorial(source, 'en-us', 'provision-servers-with-terraform');
    expect(en?.body.html).not.toContain('hreflang');
  });
});

describe('a translated locale’s latest list', () => {
  const item = (path: string, dateCreated: string) => ({ path, dateCreated });

  it('is filled with newer untranslated English items, newest first, marked, within the limit', () => {
    const own = [item('b', '2025-10-14T08:00:00Z'), item('a', '2025-06-05T09:15:00Z')];
    const english = [item('d', '2026-03-02T09:00:00Z'), item('c', '2026-01-27T10:00:00Z'), item('b', '2025-10-14T08:00:00Z')];
    expect(latestWithUntranslated(own, english, 3)).toEqual([
      { item: item('d', '2026-03-02T09:00:00Z'), untranslated: true },
      { item: item('c', '2026-01-27T10:00:00Z'), untranslated: true },
      { item: item('b', '2025-10-14T08:00:00Z'), untranslated: false },
    ]);
  });

  it('is the locale’s own when English has nothing newer or untranslated', () => {
    const own = [item('b', '2026-10-14T08:00:00Z')];
    expect(latestWithUntranslated(own, [item('b', '2026-10-14T08:00:00Z')], 5)).toEqual([{ item: own[0], untranslated: false }]);
  });
});
