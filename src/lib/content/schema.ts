import { type } from 'arktype';
import type { Collection } from './query.ts';
import { sitePath } from './raw-values.ts';

/**
 * What an editor may write in a content file, per collection (see
 * content/README.md). Unknown keys are rejected so a misspelt field fails the
 * check instead of silently disappearing.
 */

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const status = "'published' | 'draft' | 'archived'";
const isoDate = 'string.date.iso';
/** Links to other sites are http(s): `string.url` alone accepts `javascript:` and `data:` URLs. */
const urlOrNull = type('string.url')
  .and(/^https?:\/\//)
  .or('null');

const undated = {
  '+': 'reject',
  status,
  locale: 'string',
  'date_updated?': `${isoDate} | null`,
} as const;
const common = { ...undated, date_created: isoDate } as const;

const author = type({
  ...common,
  path: slug,
  name: 'string > 0',
  details: 'string > 0',
  bio: 'string > 0',
  avatar: 'string | null',
  email: 'string.email',
  link_github: urlOrNull,
  link_linkedin: urlOrNull,
  link_twitter: urlOrNull,
  link_youtube: urlOrNull,
  link_facebook: urlOrNull,
  link_reddit: urlOrNull,
  link_twitch: urlOrNull,
  tags: 'string[]',
});

const topic = type({
  ...common,
  path: slug,
  name: 'string > 0',
  description: 'string > 0',
  sort: 'number.integer',
  show_on_main: 'boolean',
  seo_title: 'string > 0',
  seo_description: 'string > 0',
});

const tutorial = type({
  ...common,
  path: slug,
  title: 'string > 0',
  description: 'string > 0',
  image: 'string | null',
  author: slug,
  topics: type(slug).array().atLeastLength(1),
  tags: type(/^[a-z0-9][a-z0-9.+-]*$/).array(),
  views: 'number.integer >= 0',
  publish_after: `${isoDate} | null`,
  enable_seo_index: 'boolean',
});

const news = type({
  ...common,
  path: slug,
  title: 'string > 0',
  description: 'string > 0',
  category: "'news' | 'successstories'",
  image: 'string | null',
  author: type(slug).or('null'),
  related: type(slug).array(),
  views: 'number.integer >= 0',
  enable_seo_index: 'boolean',
});

const docs = type({
  ...common,
  path: slug,
  parent: type(/^[a-z0-9-]+(?:\/[a-z0-9-]+)?$/).or('null'),
  menu_title: 'string > 0',
  article_title: 'string > 0',
  subtitle: 'string > 0',
  sort: 'number.integer',
  enable_seo_index: 'boolean',
  'show_on_main?': 'boolean',
  'category?': { name: 'string > 0', order: 'number.integer' },
});

const docsRedirect = type({
  ...common,
  source: type(/^\/docs\/(?:[a-z0-9-]+\/)+$/),
  destination: type(/^\/docs\/(?:[a-z0-9-]+\/){1,3}$/),
});

const faq = type({
  ...common,
  id: 'number.integer > 0',
  question: 'string > 0',
  show_on_faq_page: 'boolean',
  show_on_product_page: 'boolean',
  landing_pages: type(sitePath).array(),
});

const landingPage = type({
  ...common,
  path: sitePath,
  faq_sort: 'number.integer',
  show_on_faq_page: 'boolean',
});

const marketplaceCategory = type({
  ...common,
  id: 'number.integer > 0',
  slug,
  name: 'string > 0',
});

// Marketplace items carry only date_updated (spec §3).
const marketplaceItem = type({
  ...undated,
  id: 'number.integer > 0',
  slug,
  name: 'string > 0',
  description: 'string > 0',
  overview: 'string > 0',
  version: 'string > 0',
  website: urlOrNull,
  forum: urlOrNull,
  documentation: urlOrNull,
  category_id: 'number.integer > 0',
  icon: /^\/marketplace\/[a-z0-9-]+\.(?:svg|webp|avif|png)$/,
  images: type(/^\/marketplace\/[a-z0-9-]+\.(?:svg|webp|avif|png|jpe?g)$/).array(),
  installs: 'number.integer >= 0',
  views: 'number.integer >= 0',
  orders: 'number.integer >= 0',
  os_id: 'number.integer',
  software_id: 'number.integer',
  requirements: { '+': 'reject', cpu: 'number > 0', disk: 'number > 0', ram: 'number > 0' },
  seo_title: 'string > 0',
  seo_description: 'string > 0',
});

/** Schema of each collection and whether its files carry a Markdown body (and in which field it lands). */
export const collectionSchemas = {
  authors: { schema: author, body: null },
  tutorials_topics: { schema: topic, body: null },
  tutorials: { schema: tutorial, body: 'text' },
  news: { schema: news, body: 'text' },
  docs: { schema: docs, body: 'article_text' },
  docs_redirects: { schema: docsRedirect, body: null },
  faq: { schema: faq, body: 'answer' },
  landing_pages: { schema: landingPage, body: null },
  marketplace_categories: { schema: marketplaceCategory, body: null },
  marketplace_items: { schema: marketplaceItem, body: 'pageContent' },
} as const satisfies Record<Collection, { schema: unknown; body: string | null }>;

export type FileRecord<C extends Collection> = (typeof collectionSchemas)[C]['schema']['infer'];
