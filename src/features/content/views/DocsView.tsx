import type { IntlShape } from 'react-intl';
import { Breadcrumbs } from '#ds/primitives/Breadcrumbs/Breadcrumbs.tsx';
import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { Prose } from '#ds/primitives/Prose/Prose.tsx';
import { DocsNav, type DocsNavItem } from '#ds/sections/DocsNav/DocsNav.tsx';
import { TableOfContents } from '#ds/sections/TableOfContents/TableOfContents.tsx';
import { formatDate } from '#intl/format.ts';
import { type Locale, localizePath } from '#intl/locales.ts';
import * as styles from '#src/features/content/content.css.ts';
import { JsonLd } from '#src/features/content/JsonLd.tsx';
import { articleJsonLd, breadcrumbJsonLd } from '#src/features/content/json-ld.ts';
import { modalTrigger } from '#src/features/forms/modal-trigger.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { docsHref } from '#src/lib/content/hrefs.ts';
import type { DocsNode, DocsPage, DocsRef } from '#src/lib/content/types.ts';
import { absoluteUrl } from '#src/lib/site-config.ts';

const navItems = (nodes: readonly DocsNode[], locale: Locale): DocsNavItem[] =>
  nodes.map((node) => ({
    title: node.menuTitle,
    href: docsHref(node.fullPath, locale),
    ...(node.children.length ? { children: navItems(node.children, locale) } : {}),
  }));

export type DocsViewProps = {
  intl: IntlShape;
  locale: Locale;
  path: string;
  available: readonly Locale[];
  page: DocsPage;
  /** The docs navigation: the top level and the page's own section (`docsNavSection`). */
  nodes: readonly DocsNode[];
  /** The pages before and after this one in reading order. */
  previous?: DocsRef | undefined;
  next?: DocsRef | undefined;
};

/** Everything /docs/{path}/ shows inside the site chrome: head, structured data, docs tree and the page. */
export function DocsView({ intl, locale, path, available, page, nodes, previous, next }: DocsViewProps) {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const crumbs = [
    { label: t('content.docs.overview'), href: localizePath('/docs/', locale) },
    ...page.trail.map((entry, index) =>
      index === page.trail.length - 1
        ? { label: entry.menuTitle }
        : { label: entry.menuTitle, href: docsHref(entry.fullPath, locale) },
    ),
  ];
  const url = absoluteUrl(path, locale);
  return (
    <>
      <PageHead
        locale={locale}
        path={path}
        available={available}
        title={`${page.articleTitle} | ${t('docs.heading')} | Nuvora`}
        description={page.subtitle}
        noindex={!page.seoIndex}
      />
      <JsonLd
        data={articleJsonLd({
          type: 'TechArticle',
          url,
          locale,
          item: {
            title: page.articleTitle,
            description: page.subtitle,
            dateCreated: page.dateCreated,
            dateUpdated: page.dateUpdated,
            author: null,
          },
        })}
      />
      <JsonLd data={breadcrumbJsonLd(crumbs, url)} />
      <Container>
        <div className={styles.withNav}>
          <aside className={styles.aside}>
            <DocsNav
              items={navItems(nodes, locale)}
              currentHref={localizePath(path, locale)}
              aria-label={t('content.docs.nav')}
              toggleLabel={(title) => t('content.docs.toggle', { title })}
              collapsedLabel={t('content.docs.browse')}
            />
          </aside>
          <div>
            <Breadcrumbs items={crumbs} label={t('content.breadcrumbs')} />
            <article className={styles.stack}>
              <header className={styles.articleHeader}>
                <h1 className={styles.articleTitle}>{page.articleTitle}</h1>
                <p className={styles.lead}>{page.subtitle}</p>
              </header>
              {page.body.headings.length > 2 ? (
                <TableOfContents headings={page.body.headings} aria-label={t('content.toc')} title={t('content.toc')} />
              ) : null}
              <Prose html={page.body.html} />
              {page.dateUpdated ? (
                <p className={styles.meta}>
                  <time dateTime={page.dateUpdated}>
                    {t('content.docs.lastUpdated', { date: formatDate(page.dateUpdated, intl.locale) })}
                  </time>
                </p>
              ) : null}
            </article>
            <section aria-labelledby="docs-rate" className={styles.share}>
              <h2 id="docs-rate" className={styles.shareHeading}>
                {t('content.docs.rate')}
              </h2>
              <p>
                {/* Opens the rating dialog with this page's title; the query deep-links it too. */}
                <ButtonLink variant="secondary" {...modalTrigger('docs-rating', { article: page.articleTitle })}>
                  {t('content.docs.rateAction')}
                </ButtonLink>
              </p>
            </section>
            <nav aria-label={t('content.docs.pager')} className={styles.pager}>
              {previous ? (
                <a href={docsHref(previous.fullPath, locale)} rel="prev">
                  {t('content.docs.previous', { title: previous.menuTitle })}
                </a>
              ) : (
                <span />
              )}
              {next ? (
                <a href={docsHref(next.fullPath, locale)} rel="next">
                  {t('content.docs.next', { title: next.menuTitle })}
                </a>
              ) : null}
            </nav>
          </div>
        </div>
      </Container>
    </>
  );
}
