import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * An e2e assertion about what a visitor sees must read it from the visible page, not from <head>:
 * a price or a heading that is only in the meta description, the <title>, the JSON-LD or the
 * RSC payload would pass while the page shows nothing. Two rules, checked on the source of every spec:
 *
 * 1. No assertion reads <head>: its subject, its expected value, or the initializer of a variable
 *    used as its subject mentions `meta[`, `<meta`, `og:`, `name="description"`, `<title`, `<head`
 *    or `toHaveTitle`. Allowed only in a test whose title says it is about the head: the allow-list
 *    is HEAD_TITLES below (meta, head, hreflang, canonical, index/noindex, robots, title, structured data).
 * 2. No positive text match on a whole HTML document: `expect(html).toContain(...)` / `.toMatch(...)`
 *    where `html` is a response's `.text()` or `page.content()` (possibly through `decodeEntities`)
 *    and the expected value is not markup. Such a match is satisfied by <head> as well as by the page,
 *    which is how "product page shows a price" passed on meta descriptions. No title allow-list here.
 *    Exempt: markup (an expected value with `<`, `=` or `":`, or a path or URL: it names an element,
 *    attribute, JSON-LD field or link target, not a visible value); `.not` (absence from the whole
 *    document is stricter than absence from the page); documents fetched from a `.txt` or `.xml` URL
 *    or from `/metrics` (Prometheus text: no <head>). Read visible values with a locator, or from
 *    `visibleText(html)` (tests/e2e/helpers.ts).
 *
 * It is a source check, so it sees the usual shapes only: a value read through a helper it does not
 * know (a custom regex over the HTML passed around) goes unseen. The rule tests at the end pin what it sees.
 */
const HEAD_TITLES = /\bmeta\b|\bhead\b|hreflang|canonical|index|robots|\btitles?\b|structured data/i;
const HEAD_READS = /meta\[|<meta|\bog:|name=\\?"description|<title|<head|toHaveTitle/;
const POSITIVE_MATCHERS = new Set(['toContain', 'toMatch']);

const e2eDir = path.resolve(import.meta.dirname, '../e2e');

export type Finding = { line: number; test: string; rule: 'head' | 'whole document'; code: string };

// The ESTree nodes (vite's parser) the check looks at, loosely typed: only these fields are read.
type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const child = (node: Node, key: string) => (isNode(node[key]) ? (node[key] as Node) : undefined);
const nameOf = (node: Node | undefined) => (node?.type === 'Identifier' ? (node.name as string) : undefined);
const args = (node: Node) => (node.arguments as Node[] | undefined) ?? [];

/** Unwraps `await`, parentheses, `as` casts and `decodeEntities(...)`, which keep a document a document. */
const unwrap = (node: Node): Node => {
  if (['AwaitExpression', 'ParenthesizedExpression', 'TSAsExpression', 'TSNonNullExpression'].includes(node.type)) {
    const inner = child(node, 'argument') ?? child(node, 'expression');
    if (inner) return unwrap(inner);
  }
  const [arg] = args(node);
  if (node.type === 'CallExpression' && nameOf(child(node, 'callee')) === 'decodeEntities' && arg) return unwrap(arg);
  return node;
};

/** `res.text()`, `(await request.get(x)).text()`, `page.content()`: the whole HTML, <head> included. */
const isDocumentCall = (node: Node) => {
  const callee = child(node, 'callee');
  return (
    node.type === 'CallExpression' &&
    callee?.type === 'MemberExpression' &&
    ['text', 'content'].includes(nameOf(child(callee, 'property')) ?? '') &&
    args(node).length === 0
  );
};

const literalText = (node: Node): string | undefined => {
  if (node.type === 'Literal') return (node.regex as { pattern: string } | undefined)?.pattern ?? String(node.value);
  if (node.type === 'TemplateLiteral') return (node.quasis as { value: { raw: string } }[]).map((q) => q.value.raw).join('');
  return undefined;
};

/** Markup names an element, attribute, JSON-LD field or link target, not a visible value. */
const isMarkup = (node: Node) => /[<=]|":|^\/|^https?:/.test(literalText(node) ?? '');

/** `expect(subject)` or `expect.soft(subject)`, then `.not`/`.soft`…, then `.matcher(expected)`. */
const assertionOf = (call: Node) => {
  const member = child(call, 'callee');
  if (member?.type !== 'MemberExpression') return undefined;
  const matcher = nameOf(child(member, 'property')) ?? '';
  let target = child(member, 'object');
  let negated = false;
  while (
    target?.type === 'MemberExpression' &&
    ['not', 'resolves', 'rejects'].includes(nameOf(child(target, 'property')) ?? '')
  ) {
    if (nameOf(child(target, 'property')) === 'not') negated = true;
    target = child(target, 'object');
  }
  if (target?.type !== 'CallExpression') return undefined;
  const callee = child(target, 'callee');
  const isExpect =
    nameOf(callee) === 'expect' || (callee?.type === 'MemberExpression' && nameOf(child(callee, 'object')) === 'expect');
  const [subject] = args(target);
  return isExpect && subject ? { matcher, negated, subject, expected: args(call)[0] } : undefined;
};

export const findingsIn = (source: string): Finding[] => {
  const program = parseAst(source, { lang: 'ts' }) as unknown as Node;
  const textOf = (node: Node) => source.slice(node.start, node.end);
  const lineOf = (node: Node) => source.slice(0, node.start).split('\n').length;
  const initializers = new Map<string, Node>();
  const findings: Finding[] = [];
  const visit = (node: Node, title: string | undefined) => {
    if (node.type === 'VariableDeclarator') {
      const name = nameOf(child(node, 'id'));
      const init = child(node, 'init');
      if (name && init) initializers.set(name, init);
    }
    let inTest = title;
    if (node.type === 'CallExpression') {
      const [first] = args(node);
      if (nameOf(child(node, 'callee')) === 'test' && first) inTest = literalText(first) ?? textOf(first);
      const assertion = assertionOf(node);
      if (assertion && title !== undefined) {
        const subject = unwrap(assertion.subject);
        const initializer = subject.type === 'Identifier' ? initializers.get(subject.name as string) : undefined;
        const note = (rule: Finding['rule']) =>
          findings.push({ line: lineOf(node), test: title, rule, code: textOf(node).replace(/\s+/g, ' ').slice(0, 140) });
        const read = [textOf(node), initializer ? textOf(initializer) : ''].join('\n');
        if (HEAD_READS.test(read) && !HEAD_TITLES.test(title)) note('head');
        const documentCall = isDocumentCall(subject)
          ? subject
          : initializer && isDocumentCall(unwrap(initializer))
            ? unwrap(initializer)
            : undefined;
        // Where the document came from: `(await request.get('/llms.txt')).text()`, or `res.text()` and res's initializer.
        const response = documentCall && unwrap(child(child(documentCall, 'callee') as Node, 'object') as Node);
        const responseInit = response?.type === 'Identifier' ? initializers.get(response.name as string) : undefined;
        const from = [documentCall, responseInit].map((n) => (n ? textOf(n) : '')).join('\n');
        const wholeDocument = documentCall !== undefined && !/\.(txt|xml)\b|\/metrics\b/.test(from);
        const expected = assertion.expected;
        if (wholeDocument && !assertion.negated && POSITIVE_MATCHERS.has(assertion.matcher) && expected && !isMarkup(expected)) {
          note('whole document');
        }
      }
    }
    for (const value of Object.values(node)) {
      for (const item of Array.isArray(value) ? value : [value]) if (isNode(item)) visit(item, inTest);
    }
  };
  visit(program, undefined);
  return findings;
};

describe('e2e assertions about visible values read the visible page', () => {
  const specs = readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts'));

  it('finds the specs', () => {
    expect(specs.length).toBeGreaterThan(10);
  });

  for (const spec of specs) {
    it(`${spec} reads no visible value from <head> or the whole document`, () => {
      const findings = findingsIn(readFileSync(path.join(e2eDir, spec), 'utf8')).map(
        (f) => `${spec}:${f.line} [${f.rule}] in "${f.test}": ${f.code}`,
      );
      expect(findings).toEqual([]);
    });
  }

  // The rules themselves, so that the check above cannot pass by finding nothing.
  it('flags a price read off the whole HTML, the way routes.spec.ts once checked product pages', () => {
    const spec = `test('every page answers 200 with its translated title', async ({ request }) => {
      const html = await res.text();
      expect.soft(html, 'shows a price').toMatch(/\\$\\d+/);
      expect(decodeEntities(await (await request.get('/')).text())).toContain(catalog.heading);
    });`;
    expect(findingsIn(spec).map((f) => [f.line, f.rule])).toEqual([
      [3, 'whole document'],
      [4, 'whole document'],
    ]);
  });

  it('flags a value read from a meta tag unless the test is about meta tags', () => {
    const read = `const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
      expect(description).toContain('$4');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Pricing/);`;
    expect(findingsIn(`test('the hero shows the price', async () => { ${read} });`).map((f) => f.rule)).toEqual(['head', 'head']);
    expect(findingsIn(`test('meta tags carry the price', async () => { ${read} });`)).toEqual([]);
  });

  it('lets markup, absence, locators and the visible text through', () => {
    const spec = `test('a page', async ({ page, request }) => {
      const html = await (await request.get('/')).text();
      expect(html).toContain('<h1');
      expect(html).toMatch(/href="\\/de\\/"/);
      expect(html).not.toContain('mongodb');
      expect(visibleText(html)).toMatch(/\\$\\d+/);
      await expect(page.locator('#plans [data-price]').first()).toHaveText(/\\$\\d/);
    });`;
    expect(findingsIn(spec)).toEqual([]);
  });
});
