// Multiplies the content of a `content/` directory by a factor F for `npm run bench:scale`: every docs
// page, tutorial, news item and marketplace item of every locale gets F − 1 copies with unique slugs and
// ids, titles and text varied from the locale's own words (so search indexes real vocabulary, not
// repeated strings), and every reference kept valid, so the copy passes the build's content check.
// Authors, topics, categories, FAQ and landing pages are not multiplied: a provider with 50× the
// articles still has a handful of authors and one FAQ per product.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';

type Document = { file: string; data: Record<string, unknown>; body: string };

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

const readDocuments = (root: string, collection: string, locale: string): Document[] => {
  const dir = path.join(root, collection, locale);
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const match = frontMatter.exec(readFileSync(path.join(dir, name), 'utf8'));
      if (!match) throw new Error(`content/${collection}/${locale}/${name}: no front matter`);
      return {
        file: name.split(path.sep).join('/'),
        data: parseYaml(match[1] ?? '') as Record<string, unknown>,
        body: match[2] ?? '',
      };
    });
};

const write = async (file: string, data: Record<string, unknown>, body: string) => {
  await mkdir(path.dirname(file), { recursive: true });
  writeFileSync(file, `---\n${stringifyYaml(data, { lineWidth: 0 }).trimEnd()}\n---\n\n${body.trim()}\n`);
};

/** Level-two sections of a Markdown body (the text before the first `##` is section 0). */
const sections = (body: string): string[] => body.split(/^(?=## )/m).filter((part) => part.trim());

/** `## Heading` lines of a body, without the hashes. */
const headings = (body: string): string[] =>
  [...body.matchAll(/^#{2,3} (.+)$/gm)].map((match) => (match[1] ?? '').replace(/[`*_[\]]/g, '').trim()).filter(Boolean);

/** A deterministic pick, so two runs of the bench generate the same content. */
const pick = <T>(list: readonly T[], seed: number): T => list[Math.abs(seed) % list.length] as T;

const shiftDate = (value: unknown, days: number): unknown => {
  if (typeof value !== 'string' && !(value instanceof Date)) return value;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? value : new Date(time - days * 86_400_000).toISOString().replace('.000Z', 'Z');
};

/**
 * The body of copy `k` of document `i`: its own sections, rotated, with one section of another
 * document of the same collection and locale appended, so each copy has its own word counts.
 */
const variedBody = (documents: readonly Document[], i: number, k: number): string => {
  const own = sections((documents[i] as Document).body);
  const intro = own[0]?.startsWith('## ') ? [] : own.splice(0, 1);
  const rotation = own.length ? k % own.length : 0;
  const borrowed = sections(pick(documents, i + 7 * k + 1).body).filter((part) => part.startsWith('## '));
  const extra = borrowed.length ? [pick(borrowed, k * 13 + i)] : [];
  return [...intro, ...own.slice(rotation), ...own.slice(0, rotation), ...extra].join('\n').trim();
};

/** A title suffix in the locale's own words: a heading of another document of the locale. */
const variant = (pool: readonly string[], i: number, k: number): string => pick(pool, i * 31 + k * 17);

/** Multiplies `root` (a copy of `content/`) in place by `factor`; returns the number of files written. */
export const multiplyContent = async (root: string, factor: number): Promise<number> => {
  if (factor <= 1) return 0;
  const locales = readdirSync(path.join(root, 'docs'));
  let written = 0;
  const out = (...parts: string[]) => path.join(root, ...parts);
  for (const locale of locales) {
    const docs = readDocuments(root, 'docs', locale);
    const tutorials = readDocuments(root, 'tutorials', locale);
    const news = readDocuments(root, 'news', locale);
    const items = readDocuments(root, 'marketplace_items', locale);
    const pool = [...docs, ...tutorials, ...news].flatMap((doc) => headings(doc.body)).filter((h) => h.length <= 60);
    for (let k = 1; k < factor; k++) {
      const suffix = `-v${k + 1}`;
      for (const [i, doc] of docs.entries()) {
        // A copy of each top-level section, its children beneath it: `cloud-servers-v2/backups`.
        const [top = '', ...rest] = doc.file.replace(/\.md$/, '').split('/');
        const data = { ...doc.data };
        if (rest.length === 0) {
          data.path = `${top}${suffix}`;
          data.show_on_main = false;
        } else {
          data.parent = [`${top}${suffix}`, ...rest.slice(0, -1)].join('/');
        }
        const extra = variant(pool, i, k);
        data.menu_title = `${doc.data.menu_title}: ${extra}`;
        data.article_title = `${doc.data.article_title}: ${extra}`;
        data.date_created = shiftDate(doc.data.date_created, k);
        await write(out('docs', locale, `${[`${top}${suffix}`, ...rest].join('/')}.md`), data, variedBody(docs, i, k));
        written++;
      }
      for (const [i, doc] of tutorials.entries()) {
        const data = {
          ...doc.data,
          path: `${doc.data.path}${suffix}`,
          title: `${doc.data.title}: ${variant(pool, i, k)}`,
          views: ((Number(doc.data.views) || 0) * (k + 3)) % 20_011,
          date_created: shiftDate(doc.data.date_created, k * 3 + i),
        };
        await write(out('tutorials', locale, `${data.path}.md`), data, variedBody(tutorials, i, k));
        written++;
      }
      for (const [i, doc] of news.entries()) {
        const data = {
          ...doc.data,
          path: `${doc.data.path}${suffix}`,
          title: `${doc.data.title}: ${variant(pool, i + 5, k)}`,
          related: ((doc.data.related as string[] | undefined) ?? []).map((slug) => `${slug}${suffix}`),
          date_created: shiftDate(doc.data.date_created, k * 5 + i),
        };
        await write(out('news', locale, `${data.path}.md`), data, variedBody(news, i, k));
        written++;
      }
      for (const [i, doc] of items.entries()) {
        const data = {
          ...doc.data,
          id: Number(doc.data.id) + k * 100_000,
          slug: `${doc.data.slug}${suffix}`,
          name: `${doc.data.name} ${variant(pool, i + 11, k)}`,
          installs: ((Number(doc.data.installs) || 0) * (k + 7)) % 9_973,
        };
        await write(out('marketplace_items', locale, `${data.slug}.md`), data, variedBody(items, i, k));
        written++;
      }
    }
  }
  return written;
};
