import type { IntlShape } from 'react-intl';
import { Breadcrumbs } from '#ds/primitives/Breadcrumbs/Breadcrumbs.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { Prose } from '#ds/primitives/Prose/Prose.tsx';
import { ArticleList } from '#ds/sections/ArticleList/ArticleList.tsx';
import { formatDate } from '#intl/format.ts';
import { type Locale, localizePath } from '#intl/locales.ts';
import { AuthorBox } from '#src/features/content/AuthorBox.tsx';
import { ViewBeacon } from '#src/features/content/client/ViewBeacon.tsx';
import * as styles from '#src/features/content/content.css.ts';
import { JsonLd } from '#src/features/content/JsonLd.tsx';
import { articleJsonLd, breadcrumbJsonLd } from '#src/features/content/json-ld.ts';
import { ShareLinks } from '#src/features/content/ShareLinks.tsx';
import { newsCard } from '#src/features/content/summaries.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import type { NewsItem } from '#src/lib/content/types.ts';
import { absoluteUrl } from '#src/lib/site-config.ts';

export type NewsViewProps = { intl: IntlShape; locale: Locale; path: string; available: readonly Locale[]; item: NewsItem };

/** Everything /blog/{id}/ shows inside the site chrome: head, structured data and the article. */
export function NewsView({ intl, locale, path, available, item }: NewsViewProps) {
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
    <>
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
              <time dateTime={item.dateCreated}>
                {t('content.published', { date: formatDate(item.dateCreated, intl.locale) })}
              </time>
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
    </>
  );
}
