import type { IntlShape } from 'react-intl';
import type { ArticleListItem } from '../../../design-system/sections/ArticleList/ArticleList.tsx';
import type { Locale } from '../../../intl/locales.ts';
import { newsHref, tagHref, tutorialHref } from '../../lib/content/hrefs.ts';
import type { NewsSummary, TutorialSummary } from '../../lib/content/types.ts';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A content date as the locale writes a day (`27 November 2026`); one formatter per locale, made once. */
export const formatDay = (intl: IntlShape, iso: string): string => {
  let format = dayFormats.get(intl.locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intl.locale, { dateStyle: 'long', timeZone: 'UTC' });
    dayFormats.set(intl.locale, format);
  }
  return format.format(new Date(iso));
};

export const tutorialCard = (intl: IntlShape, locale: Locale, item: TutorialSummary): ArticleListItem => ({
  id: String(item.id),
  title: item.title,
  href: tutorialHref(item.path, locale),
  excerpt: item.description,
  date: formatDay(intl, item.dateCreated),
  dateTime: item.dateCreated.slice(0, 10),
  ...(item.author ? { author: item.author.name } : {}),
  tags: item.tags.map((tag) => ({ label: tag, href: tagHref(tag, locale) })),
});

export const newsCard = (intl: IntlShape, locale: Locale, item: NewsSummary): ArticleListItem => ({
  id: String(item.id),
  title: item.title,
  href: newsHref(item.path, locale),
  excerpt: item.description,
  date: formatDay(intl, item.dateCreated),
  dateTime: item.dateCreated.slice(0, 10),
  tags: [{ label: intl.formatMessage({ id: `content.category.${item.category}` }) }],
});
