import { unstable_notFound } from 'waku/router/server';
import { getIntl } from '#intl/server-intl.ts';
import { NewsView } from '#src/features/content/views/NewsView.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { contentConfig, contentSource } from '#src/lib/content/content-source.ts';
import { getNewsItem } from '#src/lib/content/news.ts';
import { itemLocales } from '#src/lib/content/translations.ts';
import type { PageProps } from './page-props.ts';

/** /blog/{id}/: a news item or success story with its author, share links and related items. */
export default async function BlogArticlePage({ locale, params, path }: PageProps) {
  const id = String(params.id);
  const source = contentSource();
  const [intl, item, available] = await Promise.all([
    getIntl(locale, ['common', 'pages', 'content']),
    getNewsItem(source, locale, id),
    itemLocales(source, { kind: 'news', path: id }, { production: !contentConfig.preview }),
  ]);
  if (!item) unstable_notFound();
  return (
    <SiteChrome locale={locale} path={path} available={available}>
      {import.meta.viteRsc.loadCss()}
      <NewsView intl={intl} locale={locale} path={path} available={available} item={item} />
    </SiteChrome>
  );
}
