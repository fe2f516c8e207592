import { unstable_notFound } from 'waku/router/server';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { ArticleList } from '#ds/sections/ArticleList/ArticleList.tsx';
import { localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { AuthorBox } from '#src/features/content/AuthorBox.tsx';
import * as styles from '#src/features/content/content.css.ts';
import { ListPager } from '#src/features/content/ListPager.tsx';
import { tutorialCard } from '#src/features/content/summaries.ts';
import { tagLabel } from '#src/features/content/tag-labels.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { contentConfig, contentSource } from '#src/lib/content/content-source.ts';
import { listPageSize, requestedPage, totalPages } from '#src/lib/content/rules.ts';
import { itemLocales } from '#src/lib/content/translations.ts';
import { getAuthor, listTutorials } from '#src/lib/content/tutorials.ts';
import type { PageProps } from './page-props.ts';

/** /tutorials/authors/{author}/ and /tutorials/tag/{tag}/: one author's or one tag's tutorials. */
export default async function TutorialsFilteredPage({ locale, route, params, path, search }: PageProps) {
  const source = contentSource();
  const intl = await getIntl(locale, ['common', 'pages', 'content']);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const base = localizePath(path, locale);
  const byAuthor = route.kind === 'tutorials-author';
  const value = String(byAuthor ? params.author : params.tagname);
  const author = byAuthor ? await getAuthor(source, locale, value) : null;
  if (byAuthor && !author) unstable_notFound();

  const filter = byAuthor ? { author: value } : { tag: value };
  const page = requestedPage(search.get('page'));
  if (page === null) unstable_notFound();
  const list = await listTutorials(source, locale, { page, ...filter });
  // A tag exists only through its tutorials.
  if (!byAuthor && list.total === 0) unstable_notFound();
  const pageCount = totalPages(list.total, listPageSize);
  if (page > pageCount) unstable_notFound();
  // A tag exists in the locales whose tutorials carry it: hreflang and the language menu say so.
  const available = await itemLocales(source, byAuthor ? { kind: 'author', path: value } : { kind: 'tag', tag: value }, {
    production: !contentConfig.preview,
  });
  const heading = author
    ? t('content.tutorials.byAuthor', { name: author.name })
    : t('content.tutorials.tagged', { tag: tagLabel(intl, value) });

  return (
    <SiteChrome locale={locale} path={path} available={available}>
      {import.meta.viteRsc.loadCss()}
      <PageHead
        locale={locale}
        path={path}
        available={available}
        title={
          author ? t('content.tutorials.authorTitle', { name: author.name }) : t('content.tutorials.tagTitle', { tag: value })
        }
        description={author ? author.bio : t('content.tutorials.tagDescription', { tag: value })}
        noindex={page !== 1}
      />
      <Container>
        <div className={styles.stack}>
          <h1 className={styles.articleTitle}>{heading}</h1>
          {author ? <AuthorBox intl={intl} locale={locale} author={author} /> : null}
          <ArticleList
            heading={t('content.tutorials.latest')}
            articles={list.items.map((item) => tutorialCard(intl, locale, item))}
            emptyText={t('content.list.empty')}
            tagsLabel={t('content.tags')}
          />
          <ListPager intl={intl} base={base} page={page} pageCount={pageCount} />
          <p>
            <a href={localizePath(byAuthor ? '/tutorials/authors/' : '/tutorials/tag/', locale)}>
              {t(byAuthor ? 'content.tutorials.allAuthors' : 'content.tutorials.allTags')}
            </a>
          </p>
        </div>
      </Container>
    </SiteChrome>
  );
}
