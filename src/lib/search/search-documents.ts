import '#server-only';
import type { Locale } from '#intl/locales.ts';
import { docsHref, marketplaceHref, newsHref, tutorialHref } from '#src/lib/content/hrefs.ts';
import { listMarketplaceCategories } from '#src/lib/content/marketplace.ts';
import type { ContentSource, RawItem } from '#src/lib/content/query.ts';
import { str, strings } from '#src/lib/content/raw-values.ts';
import { published } from '#src/lib/content/rules.ts';
import { markdownText } from './markdown-text.ts';
import type { SearchEntry } from './search-store.ts';

/**
 * An item to index, read from the content source but not yet turned into words: the Markdown is
 * parsed when the entry is asked for, so a caller can index a locale in slices between which the
 * event loop runs.
 */
export type PendingEntry = () => SearchEntry;

const always = { publishAfter: null, draft: false } as const;

const lines = (...values: (string | readonly string[])[]) => values.flat().filter(Boolean).join('\n');

const docsFullPath = (raw: RawItem): string => {
  const chain: string[] = [];
  for (let node: RawItem | null = raw; node; node = (node.parent as RawItem | null) ?? null) chain.unshift(str(node.path));
  return chain.join('/');
};

const docsDocuments = async (source: ContentSource, locale: Locale): Promise<PendingEntry[]> => {
  const { data } = await source.items('docs', {
    filter: { _and: [published, { locale: { _eq: locale } }] },
    fields: ['path', 'menu_title', 'article_title', 'subtitle', 'article_text', 'parent.path', 'parent.parent.path'],
    limit: -1,
  });
  return data.map((raw) => () => {
    const fullPath = docsFullPath(raw);
    const text = markdownText(str(raw.article_text));
    return {
      ...always,
      id: `docs:${fullPath}`,
      collection: 'docs',
      title: str(raw.article_title),
      headings: lines(text.headings),
      keywords: lines(str(raw.menu_title), str(raw.subtitle)),
      body: text.body,
      url: docsHref(fullPath, locale),
      summary: str(raw.subtitle),
    };
  });
};

/** A tutorial is found from three hours before its `publish_after` (spec §5, as `visibleTutorials`). */
const publishAheadMs = 3 * 3_600_000;

/** Published tutorials by published authors, with the time they may first be shown. */
const tutorialDocuments = async (source: ContentSource, locale: Locale): Promise<PendingEntry[]> => {
  const { data } = await source.items('tutorials', {
    filter: { _and: [published, { author: { status: { _eq: 'published' } } }, { locale: { _eq: locale } }] },
    fields: ['path', 'title', 'description', 'text', 'tags', 'publish_after', 'topics.tutorials_topics_id.name'],
    limit: -1,
  });
  return data.map((raw) => () => {
    const publishAfter = raw.publish_after ? Date.parse(str(raw.publish_after)) - publishAheadMs : null;
    const text = markdownText(str(raw.text));
    const topics = (Array.isArray(raw.topics) ? raw.topics : []).map((junction: RawItem) =>
      str((junction?.tutorials_topics_id as RawItem | null)?.name),
    );
    return {
      publishAfter: Number.isNaN(publishAfter) ? null : publishAfter,
      draft: false,
      id: `tutorials:${str(raw.path)}`,
      collection: 'tutorials',
      title: str(raw.title),
      headings: lines(text.headings),
      keywords: lines(strings(raw.tags), topics, str(raw.description)),
      body: text.body,
      url: tutorialHref(str(raw.path), locale),
      summary: str(raw.description),
    };
  });
};

const blogDocuments = async (source: ContentSource, locale: Locale): Promise<PendingEntry[]> => {
  const { data } = await source.items('news', {
    filter: { _and: [published, { locale: { _eq: locale } }] },
    fields: ['path', 'title', 'description', 'text'],
    limit: -1,
  });
  return data.map((raw) => () => {
    const text = markdownText(str(raw.text));
    return {
      ...always,
      id: `blog:${str(raw.path)}`,
      collection: 'blog',
      title: str(raw.title),
      headings: lines(text.headings),
      keywords: str(raw.description),
      body: text.body,
      url: newsHref(str(raw.path), locale),
      summary: str(raw.description),
    };
  });
};

/** Marketplace items, drafts marked (shown off production only, as `visibleMarketplaceItems`). */
const marketplaceDocuments = async (source: ContentSource, locale: Locale): Promise<PendingEntry[]> => {
  const [{ data }, categories] = await Promise.all([
    source.items('marketplace_items', {
      filter: { locale: { _eq: locale } },
      fields: ['slug', 'name', 'description', 'overview', 'pageContent', 'category_id', 'status'],
      limit: -1,
    }),
    listMarketplaceCategories(source, locale),
  ]);
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  return data.map((raw) => () => {
    const text = markdownText(`${str(raw.overview)}\n\n${str(raw.pageContent)}`);
    return {
      publishAfter: null,
      draft: str(raw.status) !== 'published',
      id: `marketplace:${str(raw.slug)}`,
      collection: 'marketplace',
      title: str(raw.name),
      headings: lines(text.headings),
      keywords: lines(categoryNames.get(Number(raw.category_id)) ?? '', str(raw.description)),
      body: text.body,
      url: marketplaceHref(str(raw.slug), locale),
      summary: str(raw.description),
    };
  });
};

/**
 * Everything one search may cover in a locale: published docs, blog posts and
 * tutorials (by published authors), and every marketplace item. What depends on
 * the clock or the host — a tutorial scheduled later (§5), a marketplace draft
 * (off production only) — is kept with the entry and decided when searching.
 */
export const searchDocuments = async (source: ContentSource, locale: Locale): Promise<PendingEntry[]> =>
  (
    await Promise.all([
      docsDocuments(source, locale),
      tutorialDocuments(source, locale),
      marketplaceDocuments(source, locale),
      blogDocuments(source, locale),
    ])
  ).flat();
