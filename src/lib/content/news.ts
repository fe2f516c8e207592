import type { Locale } from '#intl/locales.ts';
import type { ContentSource, Filter, RawItem } from './query.ts';
import { str, strOrNull } from './raw-values.ts';
import { renderMarkdown } from './render-markdown.ts';
import {
  listPageSize,
  mainPageListLimit,
  newestFirst,
  published,
  searchTerm,
  textSearch,
  textSearchLimit,
  titleHolds,
  titleSearch,
} from './rules.ts';
import { reshapeAuthor, type SearchResults } from './tutorials.ts';
import type { NewsCategory, NewsItem, NewsSummary } from './types.ts';

const summaryFields = ['id', 'path', 'title', 'description', 'category', 'date_created'];
const detailFields = [
  ...summaryFields,
  'locale',
  'text',
  'date_updated',
  'enable_seo_index',
  ...['path', 'name', 'details', 'bio', 'avatar', 'tags', 'link_github', 'link_linkedin', 'link_twitter'].map(
    (f) => `author.${f}`,
  ),
  ...summaryFields.map((field) => `related.related_news_id.${field}`),
  'related.related_news_id.status',
];

export const reshapeNewsSummary = (raw: RawItem): NewsSummary => ({
  id: raw.id as string | number,
  path: str(raw.path),
  title: str(raw.title),
  description: str(raw.description),
  category: raw.category === 'successstories' ? 'successstories' : 'news',
  dateCreated: str(raw.date_created),
});

export const reshapeNewsItem = (raw: RawItem, locale: Locale): NewsItem => ({
  ...reshapeNewsSummary(raw),
  locale,
  dateUpdated: strOrNull(raw.date_updated),
  author: raw.author ? reshapeAuthor(raw.author as RawItem) : null,
  // Related items are expanded as stored; the site shows only the published ones.
  related: (Array.isArray(raw.related) ? raw.related : []).flatMap((junction: RawItem) => {
    const item = junction?.related_news_id as RawItem | null;
    return item && item.status === 'published' ? [reshapeNewsSummary(item)] : [];
  }),
  seoIndex: raw.enable_seo_index !== false,
  body: renderMarkdown(str(raw.text), locale),
});

const listFilter = (locale: Locale, category?: NewsCategory): Filter => ({
  _and: [published, { locale: { _eq: locale } }, ...(category ? [{ category: { _eq: category } }] : [])],
});

export type NewsList = { items: NewsSummary[]; total: number };

/** Published blog items of a locale, newest first; all of them or one category (news, success stories). */
export const listNews = async (
  source: ContentSource,
  locale: Locale,
  { category, page = 1, pageSize = listPageSize }: { category?: NewsCategory; page?: number; pageSize?: number } = {},
): Promise<NewsList> => {
  const { data, meta } = await source.items('news', {
    filter: listFilter(locale, category),
    fields: summaryFields,
    sort: newestFirst,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    meta: 'filter_count',
  });
  return { items: data.map(reshapeNewsSummary), total: meta?.filter_count ?? data.length };
};

/** The newest news for the home page (spec §9: five). */
export const mainPageNews = async (source: ContentSource, locale: Locale): Promise<NewsSummary[]> =>
  (await listNews(source, locale, { category: 'news', pageSize: mainPageListLimit })).items;

/** Blog search: title matches first, then items whose text holds the term and whose title does not (spec §5). */
export const searchNews = async (
  source: ContentSource,
  locale: Locale,
  query: string,
): Promise<SearchResults<NewsSummary> | null> => {
  const term = searchTerm(query);
  if (!term) return null;
  const ask = (filter: Filter, limit = 50) =>
    source.items('news', { filter: { _and: [listFilter(locale), filter] }, fields: summaryFields, sort: newestFirst, limit });
  const [inTitle, inText] = await Promise.all([
    ask(titleSearch(term, 'title')),
    ask(textSearch(term, 'text'), textSearchLimit(50)),
  ]);
  const textOnly = inText.data.filter((row) => !titleHolds(str(row.title), term)).slice(0, 50);
  return { term, inTitle: inTitle.data.map(reshapeNewsSummary), inText: textOnly.map(reshapeNewsSummary) };
};

export const getNewsItem = async (source: ContentSource, locale: Locale, path: string): Promise<NewsItem | null> => {
  const { data } = await source.items('news', {
    filter: { _and: [listFilter(locale), { path: { _eq: path } }] },
    fields: detailFields,
    limit: 1,
  });
  return data[0] ? reshapeNewsItem(data[0], locale) : null;
};
