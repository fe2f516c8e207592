import { loadMessages } from '#intl/catalog.ts';
import { defaultLocale, type Locale } from '#intl/locales.ts';
import type { ContentSource, Filter, RawItem } from './query.ts';
import { str, strings, strOrNull, webUrlOrNull } from './raw-values.ts';
import { type EnglishOnlyLinks, renderMarkdown } from './render-markdown.ts';
import {
  defaultListLimit,
  listPageSize,
  mainPageListLimit,
  newestFirst,
  published,
  searchTerm,
  textSearch,
  textSearchLimit,
  titleHolds,
  titleSearch,
  visibleTutorials,
} from './rules.ts';
import type { Author, SocialNetwork, Topic, TopicRef, Tutorial, TutorialSummary } from './types.ts';

const authorFields = [
  'path',
  'name',
  'details',
  'bio',
  'avatar',
  'tags',
  'link_github',
  'link_linkedin',
  'link_twitter',
  'link_youtube',
  'link_facebook',
  'link_reddit',
  'link_twitch',
];
const summaryFields = [
  'id',
  'path',
  'title',
  'description',
  'date_created',
  'tags',
  'author.path',
  'author.name',
  'topics.tutorials_topics_id.path',
  'topics.tutorials_topics_id.name',
];
const detailFields = [
  ...summaryFields.filter((field) => !field.startsWith('author.')),
  'locale',
  'text',
  'date_updated',
  'enable_seo_index',
  ...authorFields.map((field) => `author.${field}`),
];

const socialFields: [string, SocialNetwork][] = [
  ['link_github', 'github'],
  ['link_linkedin', 'linkedin'],
  ['link_twitter', 'x'],
  ['link_youtube', 'youtube'],
  ['link_facebook', 'facebook'],
  ['link_reddit', 'reddit'],
  ['link_twitch', 'twitch'],
];

export const reshapeAuthor = (raw: RawItem): Author => ({
  path: str(raw.path),
  name: str(raw.name),
  details: str(raw.details),
  bio: str(raw.bio),
  avatar: strOrNull(raw.avatar),
  tags: strings(raw.tags),
  // Only http(s) links: a profile link from the content never runs script or opens a data: document.
  links: socialFields.flatMap(([field, network]) => {
    const href = webUrlOrNull(raw[field]);
    return href ? [{ network, href }] : [];
  }),
});

const reshapeTopicRefs = (value: unknown): TopicRef[] =>
  (Array.isArray(value) ? value : []).flatMap((junction: RawItem) => {
    const topic = junction?.tutorials_topics_id as RawItem | null;
    return topic ? [{ path: str(topic.path), name: str(topic.name) }] : [];
  });

export const reshapeTutorialSummary = (raw: RawItem): TutorialSummary => {
  const author = raw.author as RawItem | null;
  return {
    id: raw.id as string | number,
    path: str(raw.path),
    title: str(raw.title),
    description: str(raw.description),
    dateCreated: str(raw.date_created),
    tags: strings(raw.tags),
    author: author ? { path: str(author.path), name: str(author.name) } : null,
    topics: reshapeTopicRefs(raw.topics),
  };
};

export const reshapeTutorial = (raw: RawItem, locale: Locale, englishOnly?: EnglishOnlyLinks): Tutorial => ({
  ...reshapeTutorialSummary(raw),
  locale,
  dateUpdated: strOrNull(raw.date_updated),
  author: raw.author ? reshapeAuthor(raw.author as RawItem) : null,
  seoIndex: raw.enable_seo_index !== false,
  body: renderMarkdown(str(raw.text), locale, englishOnly),
});

/** The visible tutorials' paths in a locale. */
const tutorialPaths = async (source: ContentSource, locale: Locale): Promise<Set<string>> => {
  const { data } = await source.items('tutorials', {
    filter: { _and: [visibleTutorials, { locale: { _eq: locale } }] },
    fields: ['path'],
    limit: -1,
  });
  return new Set(data.map((row) => str(row.path)));
};

/**
 * Tutorials a translated tutorial may link to that only en-us has, with the note such a link gets
 * ("(auf Englisch)"); none for en-us itself.
 */
const englishOnlyTutorials = async (source: ContentSource, locale: Locale): Promise<EnglishOnlyLinks | undefined> => {
  if (locale === defaultLocale) return undefined;
  const [own, english, messages] = await Promise.all([
    tutorialPaths(source, locale),
    tutorialPaths(source, defaultLocale),
    loadMessages(locale, ['content']),
  ]);
  const paths = new Set([...english].filter((path) => !own.has(path)).map((path) => `/tutorials/${path}/`));
  return { paths, note: messages['content.inEnglish'] ?? '' };
};

export const reshapeTopic = (raw: RawItem): Topic => ({
  path: str(raw.path),
  name: str(raw.name),
  description: str(raw.description),
  sort: Number(raw.sort ?? 0),
  showOnMain: raw.show_on_main === true,
  seoTitle: str(raw.seo_title),
  seoDescription: str(raw.seo_description),
});

export type TutorialListOptions = {
  search?: string | null;
  topic?: string;
  tag?: string;
  author?: string;
  page?: number;
  pageSize?: number;
};

const listFilter = (locale: Locale, { topic, tag, author }: TutorialListOptions): Filter => ({
  _and: [
    visibleTutorials,
    { locale: { _eq: locale } },
    ...(topic ? [{ topics: { _some: { tutorials_topics_id: { path: { _eq: topic } } } } }] : []),
    // Tags are a JSON list; the quoted tag matches one whole element of its text.
    ...(tag ? [{ tags: { _icontains: JSON.stringify(tag) } }] : []),
    ...(author ? [{ author: { path: { _eq: author } } }] : []),
  ],
});

export type TutorialList = { items: TutorialSummary[]; total: number };

/** Visible tutorials of a locale, newest first, one page at a time; narrowed by topic, tag or author. */
export const listTutorials = async (
  source: ContentSource,
  locale: Locale,
  options: TutorialListOptions,
): Promise<TutorialList> => {
  const pageSize = options.pageSize ?? listPageSize;
  const { data, meta } = await source.items('tutorials', {
    filter: listFilter(locale, options),
    fields: summaryFields,
    sort: newestFirst,
    limit: pageSize,
    offset: ((options.page ?? 1) - 1) * pageSize,
    meta: 'filter_count',
  });
  const items = data.map(reshapeTutorialSummary);
  return { items, total: meta?.filter_count ?? items.length };
};

export type SearchResults<T> = { term: string; inTitle: T[]; inText: T[] };

/**
 * Search of spec §5: one-character words are ignored; titles that match come
 * first, then tutorials whose text holds the term and whose title does not.
 */
export const searchTutorials = async (
  source: ContentSource,
  locale: Locale,
  query: string,
): Promise<SearchResults<TutorialSummary> | null> => {
  const term = searchTerm(query);
  if (!term) return null;
  const base = listFilter(locale, {});
  const ask = (filter: Filter, limit = 50) =>
    source.items('tutorials', { filter: { _and: [base, filter] }, fields: summaryFields, sort: newestFirst, limit });
  const [inTitle, inText] = await Promise.all([
    ask(titleSearch(term, 'title')),
    ask(textSearch(term, 'text'), textSearchLimit(50)),
  ]);
  const textOnly = inText.data.filter((row) => !titleHolds(str(row.title), term)).slice(0, 50);
  return { term, inTitle: inTitle.data.map(reshapeTutorialSummary), inText: textOnly.map(reshapeTutorialSummary) };
};

/** Up to three other tutorials on the first topic of one (spec §9: default list limit). */
export const relatedTutorials = async (
  source: ContentSource,
  locale: Locale,
  tutorial: TutorialSummary,
): Promise<TutorialSummary[]> => {
  const topic = tutorial.topics[0];
  if (!topic) return [];
  const { items } = await listTutorials(source, locale, { topic: topic.path, pageSize: defaultListLimit + 1 });
  return items.filter((item) => item.path !== tutorial.path).slice(0, defaultListLimit);
};

/** The newest visible tutorials for the home page (spec §9: five). */
export const mainPageTutorials = async (source: ContentSource, locale: Locale): Promise<TutorialSummary[]> =>
  (await listTutorials(source, locale, { pageSize: mainPageListLimit })).items;

export const getTutorial = async (source: ContentSource, locale: Locale, path: string): Promise<Tutorial | null> => {
  const { data } = await source.items('tutorials', {
    filter: { _and: [visibleTutorials, { locale: { _eq: locale } }, { path: { _eq: path } }] },
    fields: detailFields,
    limit: 1,
  });
  return data[0] ? reshapeTutorial(data[0], locale, await englishOnlyTutorials(source, locale)) : null;
};

/** Every tag of the visible tutorials of a locale with its count, most used first. */
export const listTags = async (source: ContentSource, locale: Locale): Promise<{ tag: string; count: number }[]> => {
  const { data } = await source.items('tutorials', { filter: listFilter(locale, {}), fields: ['tags'], limit: -1 });
  const counts = new Map<string, number>();
  for (const row of data) for (const tag of strings(row.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
};

const topicFields = ['path', 'name', 'description', 'sort', 'show_on_main', 'seo_title', 'seo_description'];

export const listTopics = async (source: ContentSource, locale: Locale): Promise<Topic[]> => {
  const { data } = await source.items('tutorials_topics', {
    filter: { _and: [published, { locale: { _eq: locale } }] },
    fields: topicFields,
    sort: ['sort'],
    limit: -1,
  });
  return data.map(reshapeTopic);
};

export const getTopic = async (source: ContentSource, locale: Locale, path: string): Promise<Topic | null> => {
  const { data } = await source.items('tutorials_topics', {
    filter: { _and: [published, { locale: { _eq: locale } }, { path: { _eq: path } }] },
    fields: topicFields,
    limit: 1,
  });
  return data[0] ? reshapeTopic(data[0]) : null;
};

export const listAuthors = async (source: ContentSource, locale: Locale): Promise<Author[]> => {
  const { data } = await source.items('authors', {
    filter: { _and: [published, { locale: { _eq: locale } }] },
    fields: authorFields,
    sort: ['name'],
    limit: -1,
  });
  return data.map(reshapeAuthor);
};

export const getAuthor = async (source: ContentSource, locale: Locale, path: string): Promise<Author | null> => {
  const { data } = await source.items('authors', {
    filter: { _and: [published, { locale: { _eq: locale } }, { path: { _eq: path } }] },
    fields: authorFields,
    limit: 1,
  });
  return data[0] ? reshapeAuthor(data[0]) : null;
};
