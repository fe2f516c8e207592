import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

import { defaultLocale, localeCodes } from '#intl/locales.ts';

/**
 * Copy checks of the catalogs that read like a native editor's: nothing left in English
 * that the market would translate, and no count written before a noun without a plural.
 */
const root = path.resolve(import.meta.dirname, '../../intl/messages');
const walk = (dir: string, prefix = ''): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name.replace(/\.json$/, '')}`],
  );
const namespaces = walk(path.join(root, defaultLocale)).sort();
const read = (locale: string, ns: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, locale, `${ns}.json`), 'utf8'));

type AllowList = Record<string, Record<string, string>>;
const allowList: AllowList = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../intl/same-as-english.json'), 'utf8'),
);
const translated = localeCodes.filter((l) => l !== defaultLocale);

/** `ns:key` of every value of a locale equal to its en-us value. */
const sameAsEnglish = (locale: string): Map<string, string> => {
  const same = new Map<string, string>();
  for (const ns of namespaces) {
    const english = read(defaultLocale, ns);
    for (const [key, value] of Object.entries(read(locale, ns))) {
      if (value === english[key]) same.set(`${ns}:${key}`, value);
    }
  }
  return same;
};

describe('catalog values left in English', () => {
  for (const locale of translated) {
    it(`${locale}: every value equal to en-us is on the reviewed allow-list, with its reason`, () => {
      const allowed = allowList[locale] ?? {};
      const unreviewed = [...sameAsEnglish(locale)]
        .filter(([id]) => !allowed[id]?.trim())
        .map(([id, value]) => `${id} = ${JSON.stringify(value)}`);
      expect(unreviewed).toEqual([]);
    });

    it(`${locale}: the allow-list names only values that still equal en-us`, () => {
      const same = sameAsEnglish(locale);
      expect(Object.keys(allowList[locale] ?? {}).filter((id) => !same.has(id))).toEqual([]);
    });
  }
});

type IcuNode = { type: number; value?: string; options?: Record<string, { value: IcuNode[] }>; children?: IcuNode[] };

/** Arguments that carry a count of things. */
const countArguments = new Set(['count', 'cores', 'installs', 'nodes', 'servers', 'days', 'months', 'hours', 'items']);

/**
 * `{count} regions`: a count argument written straight before a word, outside a plural (inside one,
 * the branch already picks the noun's form, as `{count, plural, one {{installs} install} …}` does).
 */
const bareCounts = (message: string): string[] => {
  const found: string[] = [];
  const visit = (nodes: IcuNode[], inPlural = false) => {
    nodes.forEach((node, i) => {
      const next = nodes[i + 1];
      if (
        node.type === TYPE.argument &&
        countArguments.has(node.value ?? '') &&
        !inPlural &&
        next?.type === TYPE.literal &&
        /^\s*\p{L}/u.test(next.value ?? '')
      ) {
        found.push(`{${node.value}}${next.value?.split(/[,:;.]/)[0]}`);
      }
      for (const option of Object.values(node.options ?? {})) visit(option.value, inPlural || node.type === TYPE.plural);
      if (node.children) visit(node.children, inPlural);
    });
  };
  visit(parse(message) as IcuNode[]);
  return found;
};

describe('counts before nouns', () => {
  it('finds a bare count and passes a plural', () => {
    expect(bareCounts('{cores} cores, {vendor}')).toEqual(['{cores} cores']);
    expect(bareCounts('{cores, plural, one {# core} other {# cores}}, {vendor}')).toEqual([]);
  });

  for (const locale of localeCodes) {
    it(`${locale}: every count that meets a noun goes through an ICU plural`, () => {
      const bare = namespaces.flatMap((ns) =>
        Object.entries(read(locale, ns)).flatMap(([key, message]) => bareCounts(message).map((b) => `${ns}:${key} ${b}`)),
      );
      expect(bare).toEqual([]);
    });
  }
});

describe('the 404 page title', () => {
  for (const locale of localeCodes) {
    it(`${locale}: names the site like every other title`, () => {
      expect(read(locale, 'not-found')['notFound.title']).toMatch(/\S \| Nuvora$/);
    });
  }
});

describe('percentages in American English', () => {
  it('are written without a space before the sign (40%, not 40 %)', () => {
    const spaced = namespaces.flatMap((ns) =>
      Object.entries(read(defaultLocale, ns))
        .filter(([, message]) => /\d[\s\u00a0\u202f]%/.test(message))
        .map(([key]) => `${ns}:${key}`),
    );
    expect(spaced).toEqual([]);
  });
});
