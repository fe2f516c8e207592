import { unstable_notFound } from 'waku/router/server';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { ArticleList } from '#ds/sections/ArticleList/ArticleList.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import * as styles from '#src/features/content/content.css.ts';
import { ListPager } from '#src/features/content/ListPager.tsx';
import { SearchForm } from '#src/features/content/SearchForm.tsx';
import { SearchResults } from '#src/features/content/SearchResults.tsx';
import { SectionTabs } from '#src/features/content/SectionTabs.tsx';
import { tutorialCard } from '#src/features/content/summaries.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { contentSource } from '#src/lib/content/content-source.ts';
import { listPageSize, requestedPage, totalPages } from '#src/lib/content/rules.ts';
import { listTopics, listTutorials, searchTutorials } from '#src/lib/content/tutorials.ts';
import type { TutorialSummary } from '#src/lib/content/types.ts';
import type { PageProps } from './page-props.ts';

/** /tutorials/: the newest tutorials, paged, narrowed by `?topic=`, or searched with `?q=`. */
export default async function TutorialsPage({ locale, path, search }: PageProps) {
  const source = contentSource();
  const [intl, topics] = await Promise.all([getIntl(locale, ['common', 'pages', 'content']), listTopics(source, locale)]);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const base = localizePath(path, locale);
  const query = (search.get('q') ?? '').trim();
  const topicPath = search.get('topic') ?? '';
  const topic = topics.find((entry) => entry.path === topicPath);
  if (topicPath && !topic) unstable_notFound();

  const results = query ? await searchTutorials(source, locale, query) : null;
  const page = requestedPage(search.get('page'));
  if (page === null) unstable_notFound();
  // A search shows its results instead of the list, so the list is only read without one.
  const list = results
    ? { items: [], total: 0 }
    : await listTutorials(source, locale, { page, ...(topic ? { topic: topic.path } : {}) });
  const pageCount = totalPages(list.total, listPageSize);
  if (!results && page > pageCount) unstable_notFound();
  const card = (item: TutorialSummary) => tutorialCard(intl, locale, item);
  const listBase = topic ? `${base}?topic=${topic.path}` : base;

  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead
        locale={locale}
        path={path}
        title={topic ? topic.seoTitle : t('tutorials.title')}
        description={topic ? topic.seoDescription : t('tutorials.description')}
        noindex={Boolean(query) || page !== 1}
      />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={t('content.feed.tutorials.title')}
        href={localizePath('/tutorials/rss.xml', locale)}
      />
      <Container>
        <PageIntro
          heading={topic ? t('content.tutorials.inTopic', { topic: topic.name }) : t('tutorials.heading')}
          lead={topic?.description ?? t('tutorials.lead')}
        />
        <div className={styles.stack}>
          <SearchForm
            label={intl.formatMessage({ id: 'content.search.placeholder.tutorials' })}
            submitLabel={intl.formatMessage({ id: 'content.search.submit' })}
            action={base}
            value={query}
          />
          <SectionTabs
            label={t('content.tutorials.byTopic')}
            links={[
              { href: base, label: t('content.tutorials.allTopics'), current: !topic && !query },
              ...topics.map((entry) => ({
                href: `${base}?topic=${entry.path}`,
                label: entry.name,
                current: entry.path === topic?.path,
              })),
            ]}
          />
          {query && !results ? <p role="status">{t('content.search.tooShort')}</p> : null}
          {results ? (
            <SearchResults
              intl={intl}
              term={results.term}
              inTitle={results.inTitle.map(card)}
              inText={results.inText.map(card)}
            />
          ) : (
            <>
              <ArticleList
                heading={t('content.tutorials.latest')}
                articles={list.items.map(card)}
                emptyText={t('content.list.empty')}
                tagsLabel={t('content.tags')}
              />
              <ListPager intl={intl} base={listBase} page={page} pageCount={pageCount} />
            </>
          )}
          <ul className={styles.inlineList}>
            <li>
              <a href={localizePath('/tutorials/topics/', locale)}>{t('content.tutorials.allTopics')}</a>
            </li>
            <li>
              <a href={localizePath('/tutorials/authors/', locale)}>{t('content.tutorials.allAuthors')}</a>
            </li>
            <li>
              <a href={localizePath('/tutorials/tag/', locale)}>{t('content.tutorials.allTags')}</a>
            </li>
            <li>
              <a href={localizePath('/tutorials/rss.xml', locale)}>{t('content.feed')}</a>
            </li>
          </ul>
        </div>
      </Container>
    </SiteChrome>
  );
}
