import { type Locale, locales } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { contentSource } from '#src/lib/content/content-source.ts';
import { listNews } from '#src/lib/content/news.ts';
import { listTutorials } from '#src/lib/content/tutorials.ts';
import { absoluteUrl } from '#src/lib/site-config.ts';

const feedSize = 20;

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

type FeedItem = { title: string; description: string; path: string; date: string; category?: string };

const rss = (channel: { title: string; description: string; link: string; self: string; locale: Locale }, items: FeedItem[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${xml(channel.title)}</title>
<link>${xml(channel.link)}</link>
<description>${xml(channel.description)}</description>
<language>${locales[channel.locale].iso.toLowerCase()}</language>
<atom:link href="${xml(channel.self)}" rel="self" type="application/rss+xml"/>
${items
  .map(
    (item) => `<item>
<title>${xml(item.title)}</title>
<link>${xml(item.path)}</link>
<guid isPermaLink="true">${xml(item.path)}</guid>
<description>${xml(item.description)}</description>
<pubDate>${new Date(item.date).toUTCString()}</pubDate>${item.category ? `\n<category>${xml(item.category)}</category>` : ''}
</item>`,
  )
  .join('\n')}
</channel>
</rss>
`;

/** RSS 2.0 of the newest blog items or tutorials of a locale (spec: feeds for machines). */
export const renderFeed = async (kind: 'blog' | 'tutorials', locale: Locale): Promise<string> => {
  const intl = await getIntl(locale, ['content']);
  const source = contentSource();
  const site = (path: string) => absoluteUrl(path, locale);
  const items: FeedItem[] =
    kind === 'blog'
      ? (await listNews(source, locale, { pageSize: feedSize })).items.map((item) => ({
          title: item.title,
          description: item.description,
          path: site(`/blog/${item.path}/`),
          date: item.dateCreated,
          category: intl.formatMessage({ id: `content.category.${item.category}` }),
        }))
      : (await listTutorials(source, locale, { pageSize: feedSize })).items.map((item) => ({
          title: item.title,
          description: item.description,
          path: site(`/tutorials/${item.path}/`),
          date: item.dateCreated,
        }));
  const key = kind === 'blog' ? 'news' : 'tutorials';
  return rss(
    {
      title: intl.formatMessage({ id: `content.feed.${key}.title` }),
      description: intl.formatMessage({ id: `content.feed.${key}.description` }),
      link: site(`/${kind}/`),
      self: site(`/${kind}/rss.xml`),
      locale,
    },
    items,
  );
};
