import type { Locale } from '#intl/locales.ts';
import type { Heading } from './render-markdown.ts';

/** The app's content types, mapped from either source's raw rows by the `reshape*` functions. */

export type Body = { html: string; headings: Heading[] };

export type SocialNetwork = 'github' | 'linkedin' | 'x' | 'youtube' | 'facebook' | 'reddit' | 'twitch';

export type Author = {
  path: string;
  name: string;
  details: string;
  bio: string;
  avatar: string | null;
  links: { network: SocialNetwork; href: string }[];
  tags: string[];
};

export type TopicRef = { path: string; name: string };

export type Topic = TopicRef & {
  description: string;
  sort: number;
  showOnMain: boolean;
  seoTitle: string;
  seoDescription: string;
};

export type TutorialSummary = {
  id: string | number;
  path: string;
  title: string;
  description: string;
  dateCreated: string;
  tags: string[];
  author: { path: string; name: string } | null;
  topics: TopicRef[];
};

export type Tutorial = TutorialSummary & {
  locale: Locale;
  dateUpdated: string | null;
  author: Author | null;
  seoIndex: boolean;
  body: Body;
};

export type NewsCategory = 'news' | 'successstories';

export type NewsSummary = {
  id: string | number;
  path: string;
  title: string;
  description: string;
  category: NewsCategory;
  dateCreated: string;
};

export type NewsItem = NewsSummary & {
  locale: Locale;
  dateUpdated: string | null;
  author: Author | null;
  related: NewsSummary[];
  seoIndex: boolean;
  body: Body;
};

/** A docs page's place in the tree: its full path (`cloud-servers/backups`) and menu title. */
export type DocsRef = { fullPath: string; menuTitle: string };

export type DocsNode = DocsRef & { sort: number; children: DocsNode[] };

export type DocsCategory = { name: string; order: number; pages: (DocsNode & { subtitle: string })[] };

export type DocsPage = DocsRef & {
  id: string | number;
  locale: Locale;
  articleTitle: string;
  subtitle: string;
  dateCreated: string;
  dateUpdated: string | null;
  seoIndex: boolean;
  /** From the top-level page down to this one. */
  trail: DocsRef[];
  body: Body;
};

export type DocsSearchHit = DocsRef & { articleTitle: string; subtitle: string };

export type FaqQuestion = { id: number; question: string; answer: Body; landingPaths: string[] };

export type FaqGroup = { landingPath: string; questions: FaqQuestion[] };

export type MarketplaceCategory = { id: number; slug: string; name: string };

export type MarketplaceSummary = {
  id: number;
  slug: string;
  name: string;
  description: string;
  iconUrl: string;
  installs: number;
  categoryId: number;
};

export type MarketplaceItem = MarketplaceSummary & {
  overview: string;
  version: string;
  website: string | null;
  forum: string | null;
  documentation: string | null;
  imageUrls: string[];
  requirements: { cpu: number; disk: number; ram: number };
  seoTitle: string;
  seoDescription: string;
  dateUpdated: string | null;
  body: Body;
};
