import { type } from 'arktype';
import { parse as parseYaml } from 'yaml';
import { isLocale, type Locale } from '#intl/locales.ts';
import { type Collection, contentCollections } from '#src/lib/content/query.ts';
import { collectionSchemas } from '#src/lib/content/schema.ts';

/** A content file that cannot be used; the message names the file and the field. */
export class ContentFileError extends Error {
  readonly file: string;
  constructor(file: string, detail: string) {
    super(`content/${file}: ${detail}`);
    this.name = 'ContentFileError';
    this.file = file;
  }
}

export type ParsedFile = {
  /** Path relative to `content/`. */
  file: string;
  collection: Collection;
  locale: Locale;
  /** The validated front matter (or YAML document) plus the Markdown body under the collection's body field. */
  record: Record<string, unknown>;
};

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

const isCollection = (value: string): value is Collection => (contentCollections as readonly string[]).includes(value);

/**
 * Parses and checks one file, given its path relative to `content/`
 * (`tutorials/en-us/install-docker.md`). Location and content must agree:
 * the locale folder is the item's `locale`, the file name its `path`.
 */
export const parseContentFile = (file: string, raw: string): ParsedFile => {
  const [collection = '', locale = '', ...rest] = file.split('/');
  if (!isCollection(collection)) throw new ContentFileError(file, `unknown collection folder "${collection}"`);
  if (!isLocale(locale)) throw new ContentFileError(file, `unknown locale folder "${locale}"`);
  const { schema, body } = collectionSchemas[collection];
  const name = rest.join('/');
  const extension = body ? '.md' : '.yaml';
  if (!name.endsWith(extension)) throw new ContentFileError(file, `${collection} items are ${extension} files`);

  let data: unknown;
  let text: string | undefined;
  try {
    if (body) {
      const match = frontMatter.exec(raw);
      if (!match) throw new Error('missing the front matter block between --- lines');
      data = parseYaml(match[1] ?? '');
      text = (match[2] ?? '').trim();
      if (!text) throw new Error('the Markdown body is empty');
    } else {
      data = parseYaml(raw);
    }
  } catch (error) {
    throw new ContentFileError(file, error instanceof Error ? (error.message.split('\n')[0] ?? 'unreadable') : 'unreadable');
  }

  const result = schema(data);
  if (result instanceof type.errors) throw new ContentFileError(file, result.summary.replaceAll('\n', '; '));
  const record: Record<string, unknown> = { ...result };
  if (record.locale !== locale) throw new ContentFileError(file, `locale must be "${locale}" (was "${record.locale}")`);

  const stem = name.slice(0, -extension.length);
  const segments = stem.split('/');
  if (collection === 'docs') {
    const own = segments.at(-1);
    const parent = segments.length > 1 ? segments.slice(0, -1).join('/') : null;
    if (segments.length > 3) throw new ContentFileError(file, 'docs nest at most three levels');
    if (record.path !== own) throw new ContentFileError(file, `path must be "${own}" (was "${record.path}")`);
    if (record.parent !== parent)
      throw new ContentFileError(file, `parent must be ${JSON.stringify(parent)} (was ${JSON.stringify(record.parent)})`);
  } else if (segments.length !== 1) {
    throw new ContentFileError(file, `${collection} items are not nested in folders`);
  } else if ('path' in record && typeof record.path === 'string' && !record.path.startsWith('/') && record.path !== stem) {
    throw new ContentFileError(file, `path must be "${stem}" (was "${record.path}")`);
  }
  if (body) record[body] = text;
  return { file, collection, locale, record };
};
