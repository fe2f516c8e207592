import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { defaultLocale, localeCodes } from '#intl/locales.ts';

/**
 * The glossary of each translated locale (`intl/glossary/<locale>.json`): every provider term has one
 * accepted translation; a rejected variant in a catalog value or in translated content is a drift the
 * reader notices ("Espace client" on one line, "panneau de contrôle" on the next).
 */
type Glossary = {
  locale: string;
  terms: { term: string; accepted: string; rejected: string[] }[];
  /** Places where a rejected spelling is right: `where` is `namespace:key` or a content file path. */
  exceptions?: { where: string; text: string; why: string }[];
};

const repo = path.resolve(import.meta.dirname, '../..');
const translated = localeCodes.filter((l) => l !== defaultLocale);
const readGlossary = (locale: string): Glossary =>
  JSON.parse(readFileSync(path.join(repo, 'intl/glossary', `${locale}.json`), 'utf8'));

const files = (dir: string): string[] => {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  } catch {
    return [];
  }
};

/** Text a reader sees: code, URLs, link targets and machine fields of front matter left out. */
const machineFields =
  /^(\s*)(path|slug|parent|author|icon|avatar|email|website|forum|documentation|image|locale|status|link_\w+|source|destination):.*$/gm;
const proseOf = (source: string): string =>
  source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(machineFields, ' ')
    // list items under tags: / topics: / images: are ids, not words
    .replace(/^(tags|topics|images|related|landing_pages):\n(\s+- .*\n)+/gm, ' ');

/** Every piece of text of a locale: `namespace:key` → value, and `content/…` path → prose. */
const textsOf = (locale: string): [string, string][] => {
  const catalogRoot = path.join(repo, 'intl/messages', locale);
  const catalog = files(catalogRoot).flatMap((file) => {
    const ns = path.relative(catalogRoot, file).replace(/\.json$/, '');
    return Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>).map(
      ([key, value]): [string, string] => [`${ns}:${key}`, value],
    );
  });
  const content = readdirSync(path.join(repo, 'content'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((collection) => files(path.join(repo, 'content', collection.name, locale)))
    .map((file): [string, string] => [path.relative(repo, file), proseOf(readFileSync(file, 'utf8'))]);
  return [...catalog, ...content];
};

const normalise = (text: string) => text.replace(/'/g, '’').toLowerCase();
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A rejected variant as a whole phrase, in any case, with either apostrophe. */
const phrase = (variant: string) => new RegExp(`(?<![\\p{L}\\p{N}_-])${literal(normalise(variant))}(?![\\p{L}\\p{N}_-])`, 'u');

/** `where: variant (term → accepted)` for each rejected variant found. */
const driftsIn = (glossary: Glossary, texts: readonly [string, string][]): string[] => {
  const found: string[] = [];
  for (const [where, raw] of texts) {
    let text = normalise(raw);
    for (const exception of glossary.exceptions ?? []) {
      if (exception.where === where) text = text.split(normalise(exception.text)).join(' ');
    }
    for (const { term, accepted, rejected } of glossary.terms) {
      for (const variant of rejected) {
        if (phrase(variant).test(text)) found.push(`${where}: “${variant}” (${term} → ${accepted})`);
      }
    }
  }
  return found;
};

describe('glossary', () => {
  it('flags a rejected variant and passes the accepted term', () => {
    const glossary: Glossary = {
      locale: 'fr',
      terms: [{ term: 'control panel', accepted: 'espace client', rejected: ['panneau de contrôle'] }],
    };
    expect(driftsIn(glossary, [['content/docs/fr/a.md', 'Ouvrez le Panneau de contrôle.']])).toHaveLength(1);
    expect(
      driftsIn(glossary, [['content/docs/fr/a.md', proseOf('Ouvrez l’espace client.\n\n```\npanneau de contrôle\n```')]]),
    ).toEqual([]);
  });

  for (const locale of translated) {
    it(`${locale}: has ~40 terms, each with one accepted translation that is not also rejected`, () => {
      const glossary = readGlossary(locale);
      expect(glossary.locale).toBe(locale);
      expect(glossary.terms.length).toBeGreaterThanOrEqual(35);
      for (const { term, accepted, rejected } of glossary.terms) {
        expect(accepted.trim(), term).not.toBe('');
        expect(rejected.length, term).toBeGreaterThan(0);
        for (const variant of rejected) expect(phrase(variant).test(normalise(accepted)), `${term}: ${variant}`).toBe(false);
      }
      for (const exception of glossary.exceptions ?? []) expect(exception.why.trim(), exception.where).not.toBe('');
    });

    it(`${locale}: no catalog value or translated content uses a rejected variant`, () => {
      expect(driftsIn(readGlossary(locale), textsOf(locale))).toEqual([]);
    });
  }
});
