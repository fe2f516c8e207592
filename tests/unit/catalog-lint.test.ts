import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { type Locale, localeCodes, locales } from '#intl/locales.ts';

/*
 * Lints of the catalogs and of the code that puts their messages together (issue 29): prices,
 * punctuation and grammar are the catalogs' to write, each market its own way.
 */

const repo = path.resolve(import.meta.dirname, '../..');
const messagesRoot = path.join(repo, 'intl/messages');

const filesUnder = (dir: string, keep: (file: string) => boolean): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, keep);
    return keep(full) ? [full] : [];
  });

/** Every message of a locale, as `namespace id` → text. */
const catalogOf = (locale: Locale): [string, string][] =>
  filesUnder(path.join(messagesRoot, locales[locale].file), (f) => f.endsWith('.json')).flatMap((file) => {
    const ns = path.relative(path.join(messagesRoot, locales[locale].file), file).replace(/\.json$/, '');
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    return Object.entries(messages).map(([id, text]): [string, string] => [`${ns} ${id}`, text]);
  });

// ---------- (a) amounts of money are arguments, never text ----------

const space = '[ \\u00a0\\u202f]?';
const sign = '(?:US\\$|R\\$|\\$US|\\$|€|£|USD|EUR)';
const figure = '\\d(?:[\\d.,\\u00a0\\u202f]*\\d)?';
/** `$4`, `$ 4`, `US$ 4`, `4 $`, `4,00 €`, `4 USD`, `4 dollars`: an amount written by hand. */
const handWrittenAmount = new RegExp(
  `${sign}${space}${figure}|${figure}${space}${sign}(?![A-Za-z])|${figure}${space}(?:dollars?|dólares|dollari|euros?)\\b`,
  'iu',
);

const handWrittenAmounts = (messages: readonly [string, string][]) =>
  messages.filter(([, text]) => handWrittenAmount.test(text)).map(([where, text]) => `${where}: ${text}`);

// ---------- (b) no `label: value` put together in code ----------

/** Source files that render text: pages, features and the design system, not tests, stories or styles. */
const renderingSources = () =>
  ['src/pages', 'src/features', 'design-system'].flatMap((dir) =>
    filesUnder(
      path.join(repo, dir),
      (f) => /\.tsx?$/.test(f) && !/\.(test|stories|css)\.tsx?$/.test(f) && !f.includes(`${path.sep}test-utils${path.sep}`),
    ),
  );

type Node = { type: string; start: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const childrenOf = (node: Node): Node[] =>
  Object.entries(node).flatMap(([key, value]) =>
    key === 'parent' ? [] : Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
const textOf = (node: Node | undefined): string | undefined =>
  node?.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node?.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0
      ? ((node.quasis as { value: { cooked: string } }[])[0]?.value.cooked ?? '')
      : undefined;
const calleeName = (node: Node): string => {
  const callee = node.callee as Node;
  if (callee.type === 'Identifier') return String(callee.name);
  if (callee.type === 'MemberExpression')
    return `${calleeName({ type: 'x', start: 0, callee: callee.object })}.${String((callee.property as Node).name)}`;
  return '';
};

/** Text for operators (errors, logs), not for the page. */
const forOperators = (ancestors: readonly Node[]) =>
  ancestors.some(
    (a) =>
      a.type === 'ThrowStatement' ||
      (a.type === 'NewExpression' && /Error$/.test(calleeName(a))) ||
      (a.type === 'CallExpression' && /^console\./.test(calleeName(a))),
  );

const colonOnly = (text: string | undefined) => text !== undefined && /^\s*:\s*$/.test(text);

/**
 * A colon put between a label and a value by code: in a template (`${label}: ${value}`), in JSX
 * text after or before an expression (`{t('x')}: {value}`), or as a string joined to others
 * (`label + ': '`, `.join(': ')`). French wants a no-break space before that colon, German none,
 * and only the catalog pattern (`{label} : {value}`) can say which. Errors and logs are for
 * operators and pass.
 */
const assembledLabels = (files: readonly { file: string; text: string }[]) =>
  files.flatMap(({ file, text }) => {
    const found: string[] = [];
    const flag = (node: Node, ancestors: readonly Node[]) => {
      if (forOperators(ancestors)) return;
      const line = text.slice(0, node.start).split('\n').length;
      found.push(`${path.relative(repo, file)}:${line}: ${text.slice(node.start, node.start + 80).split('\n')[0]}`);
    };
    const visit = (node: Node, ancestors: Node[]) => {
      const parent = ancestors[ancestors.length - 1];
      if (node.type === 'TemplateLiteral') {
        const quasis = node.quasis as { value: { cooked: string } }[];
        if (quasis.slice(1).some((q) => /^\s*:\s/.test(q.value.cooked))) flag(node, ancestors);
      }
      if (node.type === 'JSXText' && parent) {
        const siblings = (parent.children as Node[] | undefined) ?? [];
        const at = siblings.indexOf(node);
        const value = String(node.value);
        const afterExpression = siblings[at - 1]?.type === 'JSXExpressionContainer' && /^\s*:/.test(value);
        const beforeExpression = siblings[at + 1]?.type === 'JSXExpressionContainer' && /:\s*$/.test(value);
        if (afterExpression || beforeExpression) flag(node, ancestors);
      }
      if (colonOnly(textOf(node)) && parent) {
        const joined =
          (parent.type === 'BinaryExpression' && parent.operator === '+') ||
          (parent.type === 'CallExpression' && /\.join$/.test(calleeName(parent))) ||
          parent.type === 'JSXExpressionContainer';
        if (joined) flag(node, ancestors);
      }
      if (node.type === 'BinaryExpression' && node.operator === '+' && /^\s*:\s/.test(textOf(node.right as Node) ?? ''))
        flag(node, ancestors);
      for (const child of childrenOf(node)) visit(child, [...ancestors, node]);
    };
    visit(parseAst(text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }) as unknown as Node, []);
    return found;
  });

/** A French `:` `;` `!` `?` with a plain space or none before it (URLs, times and `{x}:` aside). */
const frenchPunctuationWithoutNoBreakSpace = (messages: readonly [string, string][]) =>
  messages
    .filter(([, text]) => /(?:[^\s\u00a0\u202f{}/\d]|[^\S\u00a0\u202f])[:;!?](?!\/\/)/u.test(text.replace(/https?:\/\/\S+/g, '')))
    .map(([where, text]) => `${where}: ${text}`);

// ---------- (c) a noun put after a preposition ----------

/** Arguments whose values are common nouns ("Sécurité", "Documentation", "Cloud servers"). */
const nounArguments = new Set(['topic', 'tag', 'page', 'group', 'kind', 'service', 'market', 'category', 'section', 'product']);

/**
 * Prepositions after which a common noun needs an article, a contraction or a case the template
 * cannot know (`zur Sicherheit`, `sur la sécurité`, `sulla sicurezza`), per locale.
 */
const prepositions: Record<Locale, readonly string[]> = {
  'en-us': ['about', 'on', 'in', 'for', 'to', 'with', 'from', 'of', 'by', 'at', 'into', 'under'],
  de: ['zu', 'über', 'für', 'mit', 'von', 'bei', 'aus', 'nach', 'in', 'an', 'auf', 'um', 'unter', 'vor', 'gegen', 'ohne'],
  es: ['sobre', 'de', 'en', 'para', 'con', 'por', 'a', 'desde', 'sin', 'entre', 'hacia'],
  fr: ['sur', 'de', 'en', 'pour', 'avec', 'par', 'à', 'dans', 'sans', 'chez', 'sous', 'vers', 'entre'],
  it: ['su', 'di', 'da', 'in', 'per', 'con', 'a', 'tra', 'fra', 'senza'],
  nl: ['over', 'van', 'in', 'voor', 'met', 'bij', 'op', 'naar', 'uit', 'aan', 'zonder'],
  'pt-br': ['sobre', 'de', 'em', 'para', 'com', 'por', 'a', 'sem', 'entre'],
};

type IcuNode = { type: number; value?: string; options?: Record<string, { value: IcuNode[] }>; children?: IcuNode[] };

/**
 * Noun arguments a message puts right after a preposition as plain text (`Tutoriels sur {topic}`).
 * An argument chosen through a `select` (which can carry each noun's article) or set off by a
 * colon (`En savoir plus : {page}`) or a classifier noun (`zum Thema {topic}`) passes.
 */
const nounsAfterPrepositions = (locale: Locale, messages: readonly [string, string][]) => {
  const before = new RegExp(`(?:^|[\\s(«“"'’])(?:${prepositions[locale].join('|')})\\s+$`, 'iu');
  const found: string[] = [];
  const walk = (nodes: IcuNode[], where: string) => {
    nodes.forEach((node, index) => {
      const previous = nodes[index - 1];
      if (
        node.type === TYPE.argument &&
        node.value &&
        nounArguments.has(node.value) &&
        previous?.type === TYPE.literal &&
        before.test(previous.value ?? '')
      )
        found.push(`${where}: …${(previous.value ?? '').slice(-20)}{${node.value}}`);
      for (const option of Object.values(node.options ?? {})) walk(option.value, where);
      if (node.children) walk(node.children, where);
    });
  };
  for (const [where, text] of messages) walk(parse(text, { ignoreTag: true }) as IcuNode[], where);
  return found;
};

// ---------- the lints on the catalogs and the code ----------

describe('catalog lint', () => {
  for (const locale of localeCodes) {
    it(`${locale}: no amount of money written by hand; prices are arguments the money formatter writes`, () => {
      expect(handWrittenAmounts(catalogOf(locale))).toEqual([]);
    });

    it(`${locale}: no noun argument put right after a preposition`, () => {
      expect(nounsAfterPrepositions(locale, catalogOf(locale))).toEqual([]);
    });
  }

  it('fr: a no-break space before every colon, semicolon, exclamation and question mark', () => {
    expect(frenchPunctuationWithoutNoBreakSpace(catalogOf('fr'))).toEqual([]);
  });

  it('no `label: value` put together in code: the catalog pattern writes the colon', () => {
    const files = renderingSources().map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(assembledLabels(files)).toEqual([]);
  });

  // The lints themselves, on the kinds of text they exist to catch.
  it('catches hand-written amounts in every market’s way of writing them', () => {
    const samples: [string, string][] = [
      ['en', 'from $4 a month'],
      ['de', 'ab 4 $ im Monat'],
      ['nl', 'vanaf $ 4 per maand'],
      ['pt', 'a partir de US$ 4'],
      ['fr', 'dès 4,00 € par mois'],
      ['fr2', 'à partir de 4\u00a0$US'],
      ['it', 'da 4 dollari'],
    ];
    expect(handWrittenAmounts(samples)).toHaveLength(samples.length);
    expect(handWrittenAmounts([['ok', 'from {serverPrice} a month, 40 % off, 25 GB, 36 months']])).toEqual([]);
  });

  it('catches a label and a value joined by code, in templates, JSX and concatenation', () => {
    const snippets = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code the lint reads
      'const a = <summary aria-label={`${label}: ${current.name}`} />;',
      "const b = <a>← {t('content.docs.previous')}: {previous.menuTitle}</a>;",
      "const c = label + ': ' + value;",
      "const d = [label, value].join(': ');",
    ];
    for (const text of snippets) expect(assembledLabels([{ file: path.join(repo, 'src/x.tsx'), text }]), text).not.toEqual([]);
    const fine = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code the lint reads
      'throw new Error(`route ${a}: ${b}`);',
      "export function F({ a }: { a: string }) { return <p>{t('x', { a })}</p>; }",
      "const e = { '@type': 'Offer', 'content-type': 'application/json' };",
    ].join('\n');
    expect(assembledLabels([{ file: path.join(repo, 'src/x.tsx'), text: fine }])).toEqual([]);
  });

  it('catches French punctuation without its no-break space', () => {
    expect(
      frenchPunctuationWithoutNoBreakSpace([
        ['a', 'Langue: {language}'],
        ['b', 'Prix : {price}'],
      ]),
    ).toHaveLength(2);
    expect(
      frenchPunctuationWithoutNoBreakSpace([
        ['c', 'Langue\u00a0: {language}'],
        ['d', 'Voir https://x.fr'],
      ]),
    ).toEqual([]);
  });

  it('catches a noun after a preposition, and lets a select, a colon or a classifier noun through', () => {
    expect(nounsAfterPrepositions('fr', [['a', 'Tutoriels sur {topic}']])).toHaveLength(1);
    expect(nounsAfterPrepositions('it', [['b', 'Tutorial su {topic}']])).toHaveLength(1);
    expect(nounsAfterPrepositions('de', [['c', 'Tutorials zu {topic}']])).toHaveLength(1);
    expect(
      nounsAfterPrepositions('fr', [
        ['d', 'En savoir plus\u00a0: {page}'],
        ['e', 'Tutoriels sur le thème {topic}'],
        ['f', 'Tutoriels sur {topic, select, securite {la sécurité} other {{topic}}}'],
      ]),
    ).toEqual([]);
  });
});
