import type { IntlShape } from 'react-intl';
import type { ArticleListItem } from '#ds/sections/ArticleList/ArticleList.tsx';
import { formatDate } from '#intl/format.ts';
import { type Locale, locales } from '#intl/locales.ts';
import { newsHref, tagHref, tutorialHref } from '#src/lib/content/hrefs.ts';
import type { NewsSummary, TutorialSummary } from '#src/lib/content/types.ts';
import { tagLabel } from './tag-labels.ts';

export const tutorialCard = (intl: IntlShape, locale: Locale, item: TutorialSummary): ArticleListItem => ({
  id: String(item.id),
  title: item.title,
  href: tutorialHref(item.path, locale),
  excerpt: item.description,
  date: formatDate(item.dateCreated, intl.locale),
  dateTime: item.dateCreated.slice(0, 10),
  ...(item.author ? { author: item.author.name } : {}),
  tags: item.tags.map((tag) => ({ label: tagLabel(intl, tag), href: tagHref(tag, locale) })),
});

export const newsCard = (intl: IntlShape, locale: Locale, item: NewsSummary): ArticleListItem => ({
  id: String(item.id),
  title: item.title,
  href: newsHref(item.path, locale),
  excerpt: item.description,
  date: formatDate(item.dateCreated, intl.locale),
  dateTime: item.dateCreated.slice(0, 10),
  tags: [{ label: intl.formatMessage({ id: `content.category.${item.category}` }) }],
});

/**
 * A card of an en-us article on a translated page: linked to the English page, its title and excerpt
 * marked `lang="en"`, the link `hreflang="en-US"`, "(in English)" after the title, and no tags (they
 * would lead to the page language's tag lists, which do not have it).
 */
export const inEnglish = (intl: IntlShape, card: ArticleListItem): ArticleListItem => {
  const { tags: _tags, ...rest } = card;
  return {
    ...rest,
    language: { lang: 'en', hrefLang: locales['en-us'].iso, note: intl.formatMessage({ id: 'content.inEnglish' }) },
  };
};
