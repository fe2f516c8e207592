import '#server-only';
import type { Locale } from '#intl/locales.ts';
import { docsHref, marketplaceHref, newsHref, tutorialHref } from '#src/lib/content/hrefs.ts';
import { listMarketplaceCategories } from '#src/lib/content/marketplace.ts';
import type { ContentSource, RawItem } from '#src/lib/content/query.ts';
import { str, strings } from '#src/lib/content/raw-values.ts';
import { published, visibleMarketplaceItems, visibleTutorials } from '#src/lib/content/rules.ts';
import { markdownText } from './markdown-text.ts';
import type { SearchDocument } from './search-index.ts';

const lines = (...values: (string | readonly string[])[]) => values.flat().filter(Boolean).join('\n');

const docsFullPath = (raw: RawItem): string => {
  const chain: string[] = [];
  for (let node: RawItem | null = raw; node; node = (node.parent as RawItem | null) ?? null) chain.unshift(str(node.path));
  return chain.join('/');
};

const docsDocuments = async (source: ContentSource, locale: Locale): Promise<SearchDocument[]> => {
  const { data } = await source.items('docs', {
    filter: { _and: [published, { locale: { _eq: locale } }] },
    fields: ['path', 'menu_title', 'article_title', 'subtitle', 'article_text', 'parent.path', 'parent.parent.path'],
    limit: -1,
  });
  return data.map((raw) => {
    const fullPath = docsFullPath(raw);
    const text = markdownText(str(raw.article_text));
    return {
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

const tutorialDocuments = async (source: ContentSource, locale: Locale): Promise<SearchDocument[]> => {
  const { data } = await source.items('tutorials', {
    filter: { _and: [visibleTutorials, { locale: { _eq: locale } }] },
    fields: ['path', 'title', 'description', 'text', 'tags', 'topics.tutorials_topics_id.name'],
    limit: -1,
  });
  return data.map((raw) => {
    const text = markdownText(str(raw.text));
    const topics = (Array.isArray(raw.topics) ? raw.topics : []).map((junction: RawItem) =>
      str((junction?.tutorials_topics_id as RawItem | null)?.name),
    );
    return {
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

const blogDocuments = async (source: ContentSource, locale: Locale): Promise<SearchDocument[]> => {
  const { data } = await source.items('news', {
    filter: { _and: [published, { locale: { _eq: locale } }] },
    fields: ['path', 'title', 'description', 'text'],
    limit: -1,
  });
  return data.map((raw) => {
    const text = markdownText(str(raw.text));
    return {
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

const marketplaceDocuments = async (source: ContentSource, locale: Locale, production: boolean): Promise<SearchDocument[]> => {
  const [{ data }, categories] = await Promise.all([
    source.items('marketplace_items', {
      filter: { _and: [visibleMarketplaceItems(production), { locale: { _eq: locale } }] },
      fields: ['slug', 'name', 'description', 'overview', 'pageContent', 'category_id'],
      limit: -1,
    }),
    listMarketplaceCategories(source, locale),
  ]);
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  return data.map((raw) => {
    const text = markdownText(`${str(raw.overview)}\n\n${str(raw.pageContent)}`);
    return {
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
 * Everything one search covers in a locale, under the rules every list of the
 * site follows: published items only, tutorials once visible (§5), marketplace
 * drafts only off production.
 */
export const searchDocuments = async (
  source: ContentSource,
  locale: Locale,
  { production }: { production: boolean },
): Promise<SearchDocument[]> =>
  (
    await Promise.all([
      docsDocuments(source, locale),
      tutorialDocuments(source, locale),
      marketplaceDocuments(source, locale, production),
      blogDocuments(source, locale),
    ])
  ).flat();
