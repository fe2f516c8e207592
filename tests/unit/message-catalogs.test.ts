import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import { localeCodes, locales } from '#intl/locales.ts';
import { productSlugs } from '#src/routes/product-slugs.ts';
import { routeTable } from '#src/routes/route-table.ts';

const root = path.resolve(import.meta.dirname, '../../intl/messages');
const read = (locale: string, ns: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, locale, `${ns}.json`), 'utf8'));

/** Every namespace of en-us, including page folders (`products/vpc`). */
const walk = (dir: string, prefix = ''): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? walk(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name.replace(/\.json$/, '')}`],
  );
const namespaces = walk(path.join(root, 'en-us')).sort();

type IcuNode = { type: number; value?: string; options?: Record<string, { value: IcuNode[] }>; children?: IcuNode[] };

/** The argument names a message uses, found by parsing it as ICU (plural branches included). */
const placeholders = (message: string): string[] => {
  const names = new Set<string>();
  const walkNodes = (nodes: IcuNode[]) => {
    for (const node of nodes) {
      if (node.type !== TYPE.literal && node.type !== TYPE.pound && node.value) names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walkNodes(option.value);
      if (node.children) walkNodes(node.children);
    }
  };
  walkNodes(parse(message) as IcuNode[]);
  return [...names].sort();
};

describe('message catalogs', () => {
  it('have one file per namespace in every locale, and nothing else', () => {
    for (const locale of localeCodes) {
      expect(walk(path.join(root, locales[locale].file)).sort(), locale).toEqual(namespaces);
    }
  });

  for (const ns of namespaces) {
    const english = read('en-us', ns);
    for (const locale of localeCodes.filter((l) => l !== 'en-us')) {
      it(`${locale}/${ns} has every en-us key, with the same placeholders, and valid ICU`, () => {
        const messages = read(locale, ns);
        expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
        for (const [id, message] of Object.entries(messages)) {
          expect(message.trim(), id).not.toBe('');
          expect(placeholders(message), id).toEqual(placeholders(english[id] ?? ''));
          expect(() => new IntlMessageFormat(message, locales[locale].iso), id).not.toThrow();
        }
      });
    }
  }

  it('title every page kind and product in en-us', () => {
    const pages = read('en-us', 'pages');
    for (const slug of productSlugs) expect(read('en-us', `products/${slug}`)['meta.title'], slug).toBeTruthy();
    // The search page's copy lives in its own namespace, with the header box's.
    expect(read('en-us', 'search')['search.title']).toBeTruthy();
    // An API reference page's title is its tag's name in the reference's own template.
    expect(read('en-us', 'api-reference')['api-docs-tag.title']).toContain('{tag}');
    // So does the privacy page's, which it shares with the consent banner.
    expect(read('en-us', 'privacy')['privacy.title']).toBeTruthy();
    const titled = routeTable.filter(
      (r) => !['product', 'alternative', 'promo', 'tutorials-tagged', 'search', 'api-docs-tag', 'privacy'].includes(r.kind),
    );
    for (const route of titled) expect(pages[`${route.kind}.title`], route.kind).toBeTruthy();
  });
});
