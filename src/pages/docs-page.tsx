import { Container } from '#ds/primitives/Container/Container.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import * as styles from '#src/features/content/content.css.ts';
import { SearchForm } from '#src/features/content/SearchForm.tsx';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { contentSource } from '#src/lib/content/content-source.ts';
import { docsTree, searchDocs } from '#src/lib/content/docs.ts';
import { docsHref } from '#src/lib/content/hrefs.ts';
import type { PageProps } from './page-props.ts';

/** /docs/: the categories of top-level pages marked `show_on_main`, and the docs search (`?q=`). */
export default async function DocsOverviewPage({ locale, path, search }: PageProps) {
  const source = contentSource();
  const query = (search.get('q') ?? '').trim();
  const [intl, tree, results] = await Promise.all([
    getIntl(locale, ['common', 'pages', 'content']),
    docsTree(source, locale),
    query ? searchDocs(source, locale, query) : Promise.resolve(null),
  ]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const base = localizePath(path, locale);
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead
        locale={locale}
        path={path}
        title={t('docs.title')}
        description={t('docs.description')}
        noindex={Boolean(query)}
      />
      <Container>
        <PageIntro heading={t('docs.heading')} lead={t('docs.lead')} />
        <div className={styles.stack}>
          <SearchForm
            label={intl.formatMessage({ id: 'content.search.placeholder.docs' })}
            submitLabel={intl.formatMessage({ id: 'content.search.submit' })}
            action={base}
            value={query}
          />
          {query && !results ? <p role="status">{t('content.search.tooShort')}</p> : null}
          {results ? (
            <section aria-labelledby="docs-results" className={styles.stack}>
              <h2 id="docs-results" className={styles.sectionHeading}>
                {t('content.docs.searchTitle')}
              </h2>
              <p role="status">{t('content.search.results', { count: results.hits.length, term: results.term })}</p>
              {results.hits.length ? (
                <ul className={styles.plainList} data-docs-results>
                  {results.hits.map((hit) => (
                    <li key={hit.fullPath}>
                      <a href={docsHref(hit.fullPath, locale)}>{hit.articleTitle}</a>
                      <p className={styles.meta}>{hit.subtitle}</p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('content.search.none', { term: results.term })}</p>
              )}
            </section>
          ) : null}
          {tree.categories.map((category) => (
            <section key={category.name} aria-labelledby={`docs-${category.order}`} className={styles.stack}>
              <h2 id={`docs-${category.order}`} className={styles.sectionHeading}>
                {category.name}
              </h2>
              <ul className={styles.columns}>
                {category.pages.map((page) => (
                  <li key={page.fullPath} className={styles.tile}>
                    <h3 className={styles.sectionHeading}>
                      <a className={styles.headingLink} href={docsHref(page.fullPath, locale)}>
                        {page.menuTitle}
                      </a>
                    </h3>
                    <p>{page.subtitle}</p>
                    {page.children.length ? (
                      <ul className={styles.linkList} aria-label={t('content.docs.sections')}>
                        {page.children.map((child) => (
                          <li key={child.fullPath}>
                            <a href={docsHref(child.fullPath, locale)}>{child.menuTitle}</a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Container>
    </SiteChrome>
  );
}
