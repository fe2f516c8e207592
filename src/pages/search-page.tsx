import { Container } from '#ds/primitives/Container/Container.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { ResultGroup } from '#ds/sections/ResultGroup/ResultGroup.tsx';
import { localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import * as styles from '#src/features/content/content.css.ts';
import { SearchForm } from '#src/features/content/SearchForm.tsx';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { type SearchCollection, searchCollections } from '#src/lib/search/search-index.ts';
import { maxQueryLength, type SearchOutcome, siteSearch } from '#src/lib/search/site-search.ts';
import type { PageProps } from './page-props.ts';

const browseLinks: { path: string; id: string }[] = [
  { path: '/docs/', id: 'search.group.docs' },
  { path: '/tutorials/', id: 'search.group.tutorials' },
  { path: '/marketplace/', id: 'search.group.marketplace' },
  { path: '/blog/', id: 'search.group.blog' },
];

const isCollection = (value: string | null): value is SearchCollection =>
  (searchCollections as readonly (string | null)[]).includes(value);

/**
 * /search/?q=: one search over docs, tutorials, marketplace and blog, rendered
 * on the server (so it works without JavaScript); `&in=<collection>` lists
 * one collection in full. Result pages are not indexed.
 */
export default async function SearchPage({ locale, path, search }: PageProps) {
  const query = (search.get('q') ?? '').trim().slice(0, maxQueryLength);
  const inParam = search.get('in');
  const only = isCollection(inParam) ? inParam : undefined;
  const intl = await getIntl(locale, ['common', 'search']);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  let outcome: SearchOutcome | null = null;
  let failed = false;
  if (query) {
    try {
      outcome = await siteSearch().search(locale, query, only);
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'search failed', locale, error: String(error) }));
      failed = true;
    }
  }
  const base = localizePath(path, locale);
  const searchHref = (q: string, collection?: SearchCollection) =>
    `${base}?${new URLSearchParams(collection ? { q, in: collection } : { q })}`;
  const popular = t('search.popularTerms').split('|').filter(Boolean);
  const suggestions = (
    <>
      <section aria-labelledby="search-popular" className={styles.stack}>
        <h2 id="search-popular" className={styles.sectionHeading}>
          {t('search.popular')}
        </h2>
        <ul className={styles.chips}>
          {popular.map((term) => (
            <li key={term}>
              <a className={styles.chip} href={searchHref(term)}>
                {term}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <nav aria-labelledby="search-browse" className={styles.stack}>
        <h2 id="search-browse" className={styles.sectionHeading}>
          {t('search.browse')}
        </h2>
        <ul className={styles.inlineList}>
          {browseLinks.map((link) => (
            <li key={link.path}>
              <a href={localizePath(link.path, locale)}>{t(link.id)}</a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );

  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead
        locale={locale}
        path={path}
        title={outcome ? t('search.titleWithTerm', { term: outcome.term }) : t('search.title')}
        description={t('search.description')}
        noindex={Boolean(query)}
      />
      <Container>
        <PageIntro heading={t('search.heading')} lead={t('search.lead')} />
        <div className={styles.stack} data-search-page>
          <SearchForm label={t('search.box.label')} submitLabel={t('search.box.submit')} action={base} value={query} />
          {failed ? <p role="alert">{t('search.unavailable')}</p> : null}
          {query && !failed && !outcome ? <p role="status">{t('search.tooShort')}</p> : null}
          {outcome ? (
            <>
              <p role="status">{t('search.results', { count: outcome.total, term: outcome.term })}</p>
              {outcome.total === 0 ? (
                <>
                  <p>{t('search.none', { term: outcome.term })}</p>
                  {outcome.correction ? (
                    <p data-correction>
                      {intl.formatMessage(
                        { id: 'search.didYouMean' },
                        { suggestion: <a href={searchHref(outcome.correction)}>{outcome.correction}</a> },
                      )}
                    </p>
                  ) : null}
                </>
              ) : null}
              {only ? <a href={searchHref(outcome.term)}>{t('search.group.all')}</a> : null}
              {outcome.groups.map((group) => {
                const heading = t(`search.group.${group.collection}`);
                return (
                  <ResultGroup
                    key={group.collection}
                    id={`results-${group.collection}`}
                    heading={heading}
                    items={group.items.map((item) => ({ href: item.url, title: item.title, excerpt: item.snippet }))}
                    more={
                      !only && group.total > group.items.length
                        ? {
                            href: searchHref(outcome.term, group.collection),
                            label: t('search.group.more', { count: group.total, group: heading }),
                          }
                        : undefined
                    }
                  />
                );
              })}
            </>
          ) : null}
          {!outcome || outcome.total === 0 ? suggestions : null}
        </div>
      </Container>
    </SiteChrome>
  );
}
