import { unstable_notFound } from 'waku/router/server';
import { Breadcrumbs } from '../../design-system/primitives/Breadcrumbs/Breadcrumbs.tsx';
import { Container } from '../../design-system/primitives/Container/Container.tsx';
import { Prose } from '../../design-system/primitives/Prose/Prose.tsx';
import { ArticleList } from '../../design-system/sections/ArticleList/ArticleList.tsx';
import { localizePath } from '../../intl/locales.ts';
import { getIntl } from '../../intl/server-intl.ts';
import { AuthorBox } from '../components/content/AuthorBox.tsx';
import { ViewBeacon } from '../components/content/client/ViewBeacon.tsx';
import * as styles from '../components/content/content.css.ts';
import { JsonLd } from '../components/content/JsonLd.tsx';
import { articleJsonLd, breadcrumbJsonLd } from '../components/content/json-ld.ts';
import { ShareLinks } from '../components/content/ShareLinks.tsx';
import { formatDay, newsCard } from '../components/content/summaries.ts';
import { PageHead } from '../components/PageHead.tsx';
import { SiteChrome } from '../components/SiteChrome.tsx';
import { contentConfig, contentSource } from '../lib/content/content-source.ts';
import { getNewsItem } from '../lib/content/news.ts';
import { itemLocales } from '../lib/content/translations.ts';
import { absoluteUrl } from '../lib/site-config.ts';
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
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const sectionPath = item.category === 'news' ? '/blog/news/' : '/blog/successstories/';
  const crumbs = [
    { label: t('content.home'), href: localizePath('/', locale) },
    { label: t('blog.heading'), href: localizePath('/blog/', locale) },
    {
      label: t(item.category === 'news' ? 'content.category.news' : 'blog-successstories.heading'),
      href: localizePath(sectionPath, locale),
    },
    { label: item.title },
  ];
  const url = absoluteUrl(path, locale);
  return (
    <SiteChrome locale={locale} path={path} available={available}>
      {import.meta.viteRsc.loadCss()}
      <PageHead
        locale={locale}
        path={path}
        available={available}
        title={`${item.title} | ${t('blog.heading')}`}
        description={item.description}
        noindex={!item.seoIndex}
      />
      <JsonLd data={articleJsonLd({ type: 'BlogPosting', url, locale, item })} />
      <JsonLd data={breadcrumbJsonLd(crumbs, url)} />
      <ViewBeacon collection="news" locale={locale} path={item.path} />
      <Container>
        <Breadcrumbs items={crumbs} label={t('content.breadcrumbs')} />
        <article className={styles.stack}>
          <header className={styles.articleHeader}>
            <h1 className={styles.articleTitle}>{item.title}</h1>
            <p className={styles.lead}>{item.description}</p>
            <p className={styles.meta}>
              <time dateTime={item.dateCreated}>{t('content.published', { date: formatDay(intl, item.dateCreated) })}</time>
              {item.author ? <span>{t('content.byline', { author: item.author.name })}</span> : null}
            </p>
          </header>
          <Prose html={item.body.html} />
          <ShareLinks intl={intl} url={url} title={item.title} />
          {item.author ? <AuthorBox intl={intl} locale={locale} author={item.author} /> : null}
        </article>
        {item.related.length ? (
          <ArticleList
            heading={t('content.related')}
            articles={item.related.map((related) => newsCard(intl, locale, related))}
            emptyText=""
            id="related"
          />
        ) : null}
      </Container>
    </SiteChrome>
  );
}
