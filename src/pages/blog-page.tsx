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
import { newsCard } from '#src/features/content/summaries.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { contentSource } from '#src/lib/content/content-source.ts';
import { listNews, searchNews } from '#src/lib/content/news.ts';
import { listPageSize, requestedPage, totalPages } from '#src/lib/content/rules.ts';
import type { NewsCategory, NewsSummary } from '#src/lib/content/types.ts';
import type { PageProps } from './page-props.ts';

const categoryOf: Record<string, NewsCategory | undefined> = { 'blog-news': 'news', 'blog-successstories': 'successstories' };

/** /blog/, /blog/news/ and /blog/successstories/: the newest items first, paged; /blog/ also searches. */
export default async function BlogPage({ locale, route, path, search }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages', 'content']);
  const t = (id: string) => intl.formatMessage({ id: `${route.kind}.${id}` });
  const source = contentSource();
  const category = categoryOf[route.kind];
  const base = localizePath(path, locale);
  const query = route.kind === 'blog' ? (search.get('q') ?? '').trim() : '';
  const results = query ? await searchNews(source, locale, query) : null;

  const page = requestedPage(search.get('page'));
  if (page === null) unstable_notFound();
  // A search shows its results instead of the list, so the list is only read without one.
  const list = results ? { items: [], total: 0 } : await listNews(source, locale, { ...(category ? { category } : {}), page });
  const pageCount = totalPages(list.total, listPageSize);
  if (!results && page > pageCount) unstable_notFound();
  const card = (item: NewsSummary) => newsCard(intl, locale, item);

  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead
        locale={locale}
        path={path}
        title={t('title')}
        description={t('description')}
        noindex={Boolean(query) || page !== 1}
      />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={intl.formatMessage({ id: 'content.feed.news.title' })}
        href={localizePath('/blog/rss.xml', locale)}
      />
      <Container>
        <PageIntro heading={t('heading')} lead={t('lead')} />
        <div className={styles.stack}>
          <SectionTabs
            label={intl.formatMessage({ id: 'content.blog.tabs' })}
            links={[
              {
                href: localizePath('/blog/', locale),
                label: intl.formatMessage({ id: 'content.blog.tab.all' }),
                current: route.kind === 'blog',
              },
              {
                href: localizePath('/blog/news/', locale),
                label: intl.formatMessage({ id: 'content.category.news' }),
                current: category === 'news',
              },
              {
                href: localizePath('/blog/successstories/', locale),
                label: intl.formatMessage({ id: 'blog-successstories.heading' }),
                current: category === 'successstories',
              },
              {
                href: localizePath('/blog/become-an-author/', locale),
                label: intl.formatMessage({ id: 'content.blog.writeForUs' }),
                current: false,
              },
            ]}
          />
          {route.kind === 'blog' ? (
            <SearchForm
              label={intl.formatMessage({ id: 'content.search.placeholder.blog' })}
              submitLabel={intl.formatMessage({ id: 'content.search.submit' })}
              action={base}
              value={query}
            />
          ) : null}
          {query && !results ? <p role="status">{intl.formatMessage({ id: 'content.search.tooShort' })}</p> : null}
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
                heading={intl.formatMessage({ id: 'content.blog.latest' })}
                articles={list.items.map(card)}
                emptyText={intl.formatMessage({ id: 'content.list.empty' })}
              />
              <ListPager intl={intl} base={base} page={page ?? 1} pageCount={pageCount} />
              <p>
                <a href={localizePath('/blog/rss.xml', locale)}>{intl.formatMessage({ id: 'content.feed' })}</a>
              </p>
            </>
          )}
        </div>
      </Container>
    </SiteChrome>
  );
}
