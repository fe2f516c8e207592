import type { IntlShape } from 'react-intl';
import { Breadcrumbs } from '#ds/primitives/Breadcrumbs/Breadcrumbs.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { Prose } from '#ds/primitives/Prose/Prose.tsx';
import { ArticleList } from '#ds/sections/ArticleList/ArticleList.tsx';
import { TableOfContents } from '#ds/sections/TableOfContents/TableOfContents.tsx';
import { formatDate } from '#intl/format.ts';
import { type Locale, localizePath } from '#intl/locales.ts';
import { AuthorBox } from '#src/features/content/AuthorBox.tsx';
import { ViewBeacon } from '#src/features/content/client/ViewBeacon.tsx';
import * as styles from '#src/features/content/content.css.ts';
import { JsonLd } from '#src/features/content/JsonLd.tsx';
import { articleJsonLd, breadcrumbJsonLd } from '#src/features/content/json-ld.ts';
import { ShareLinks } from '#src/features/content/ShareLinks.tsx';
import { tutorialCard } from '#src/features/content/summaries.ts';
import { tagLabel } from '#src/features/content/tag-labels.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { authorHref, tagHref } from '#src/lib/content/hrefs.ts';
import type { Tutorial, TutorialSummary } from '#src/lib/content/types.ts';
import { absoluteUrl } from '#src/lib/site-config.ts';

export type TutorialViewProps = {
  intl: IntlShape;
  locale: Locale;
  path: string;
  available: readonly Locale[];
  item: Tutorial;
  related: readonly TutorialSummary[];
};

/** Everything /tutorials/{articleId}/ shows inside the site chrome: head, structured data and the tutorial. */
export function TutorialView({ intl, locale, path, available, item, related }: TutorialViewProps) {
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const crumbs = [
    { label: t('content.home'), href: localizePath('/', locale) },
    { label: t('tutorials.heading'), href: localizePath('/tutorials/', locale) },
    { label: item.title },
  ];
  const url = absoluteUrl(path, locale);
  return (
    <>
      <PageHead
        locale={locale}
        path={path}
        available={available}
        title={`${item.title} | Nuvora`}
        description={item.description}
        noindex={!item.seoIndex}
      />
      <JsonLd data={articleJsonLd({ type: 'TechArticle', url, locale, item })} />
      <JsonLd data={breadcrumbJsonLd(crumbs, url)} />
      <ViewBeacon collection="tutorials" locale={locale} path={item.path} />
      <Container>
        <Breadcrumbs items={crumbs} label={t('content.breadcrumbs')} />
        <header className={styles.articleHeader}>
          <h1 className={styles.articleTitle}>{item.title}</h1>
          <p className={styles.lead}>{item.description}</p>
          <p className={styles.meta}>
            <time dateTime={item.dateCreated}>{t('content.published', { date: formatDate(item.dateCreated, intl.locale) })}</time>
            {item.dateUpdated && item.dateUpdated !== item.dateCreated ? (
              <time dateTime={item.dateUpdated}>{t('content.updated', { date: formatDate(item.dateUpdated, intl.locale) })}</time>
            ) : null}
            {item.author ? (
              <a href={authorHref(item.author.path, locale)}>{t('content.byline', { author: item.author.name })}</a>
            ) : null}
          </p>
        </header>
        <div className={styles.withAside}>
          <article className={styles.stack}>
            <Prose html={item.body.html} />
            <section aria-label={t('content.topics')} className={styles.stack}>
              <ul className={styles.chips} aria-label={t('content.topics')}>
                {item.topics.map((topic) => (
                  <li key={topic.path}>
                    <a className={styles.chip} href={`${localizePath('/tutorials/', locale)}?topic=${topic.path}`}>
                      {topic.name}
                    </a>
                  </li>
                ))}
              </ul>
              <ul className={styles.chips} aria-label={t('content.tags')}>
                {item.tags.map((tag) => (
                  <li key={tag}>
                    <a className={styles.chip} href={tagHref(tag, locale)}>
                      #{tagLabel(intl, tag)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
            <ShareLinks intl={intl} url={url} title={item.title} />
            {item.author ? <AuthorBox intl={intl} locale={locale} author={item.author} /> : null}
          </article>
          {item.body.headings.length > 1 ? (
            <aside className={styles.aside}>
              <TableOfContents headings={item.body.headings} aria-label={t('content.toc')} title={t('content.toc')} />
            </aside>
          ) : null}
        </div>
        {related.length && item.topics[0] ? (
          <ArticleList
            id="related"
            heading={t('content.tutorials.inTopic', { topic: item.topics[0].name })}
            articles={related.map((entry) => tutorialCard(intl, locale, entry))}
            emptyText=""
            moreLink={{
              href: `${localizePath('/tutorials/', locale)}?topic=${item.topics[0].path}`,
              label: t('content.tutorials.allTopics'),
            }}
            tagsLabel={t('content.tags')}
          />
        ) : null}
      </Container>
    </>
  );
}
