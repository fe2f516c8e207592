import { unstable_notFound } from 'waku/router/server';
import { Breadcrumbs } from '../../design-system/primitives/Breadcrumbs/Breadcrumbs.tsx';
import { ButtonLink } from '../../design-system/primitives/Button/Button.tsx';
import { Container } from '../../design-system/primitives/Container/Container.tsx';
import { Prose } from '../../design-system/primitives/Prose/Prose.tsx';
import { DocsNav, type DocsNavItem } from '../../design-system/sections/DocsNav/DocsNav.tsx';
import { TableOfContents } from '../../design-system/sections/TableOfContents/TableOfContents.tsx';
import { type Locale, localizePath } from '../../intl/locales.ts';
import { getIntl } from '../../intl/server-intl.ts';
import * as styles from '../components/content/content.css.ts';
import { JsonLd } from '../components/content/JsonLd.tsx';
import { articleJsonLd, breadcrumbJsonLd } from '../components/content/json-ld.ts';
import { formatDay } from '../components/content/summaries.ts';
import { PageHead } from '../components/PageHead.tsx';
import { SiteChrome } from '../components/SiteChrome.tsx';
import { contentConfig, contentSource } from '../lib/content/content-source.ts';
import { docsTree, getDocsPage, neighbours } from '../lib/content/docs.ts';
import { docsHref } from '../lib/content/hrefs.ts';
import { itemLocales } from '../lib/content/translations.ts';
import type { DocsNode } from '../lib/content/types.ts';
import { absoluteUrl } from '../lib/site-config.ts';
import type { PageProps } from './page-props.ts';

const navItems = (nodes: readonly DocsNode[], locale: Locale): DocsNavItem[] =>
  nodes.map((node) => ({
    title: node.menuTitle,
    href: docsHref(node.fullPath, locale),
    ...(node.children.length ? { children: navItems(node.children, locale) } : {}),
  }));

/** /docs/{path}/ (up to three levels): the page with the docs tree, breadcrumbs, contents and previous/next. */
export default async function DocsArticlePage({ locale, params, path }: PageProps) {
  const segments = Array.isArray(params.segments) ? params.segments : [String(params.segments)];
  const source = contentSource();
  const [intl, page, tree, available] = await Promise.all([
    getIntl(locale, ['common', 'pages', 'content']),
    getDocsPage(source, locale, segments),
    docsTree(source, locale),
    itemLocales(source, { kind: 'docs', segments }, { production: !contentConfig.preview }),
  ]);
  if (!page) unstable_notFound();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const crumbs = [
    { label: t('content.docs.overview'), href: localizePath('/docs/', locale) },
    ...page.trail.map((entry, index) =>
      index === page.trail.length - 1
        ? { label: entry.menuTitle }
        : { label: entry.menuTitle, href: docsHref(entry.fullPath, locale) },
    ),
  ];
  const { previous, next } = neighbours(tree.nodes, page.fullPath);
  const url = absoluteUrl(path, locale);
  return (
    <SiteChrome locale={locale} path={path} available={available}>
      {import.meta.viteRsc.loadCss()}
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
              items={navItems(tree.nodes, locale)}
              currentHref={localizePath(path, locale)}
              aria-label={t('content.docs.nav')}
              toggleLabel={t('content.docs.toggle')}
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
                    {t('content.docs.lastUpdated', { date: formatDay(intl, page.dateUpdated) })}
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
                <ButtonLink
                  variant="secondary"
                  href="?modal=docs-rating"
                  data-modal="docs-rating"
                  data-article={page.articleTitle}
                >
                  {t('content.docs.rateAction')}
                </ButtonLink>
              </p>
            </section>
            <nav aria-label={t('content.docs.pager')} className={styles.pager}>
              {previous ? (
                <a href={docsHref(previous.fullPath, locale)} rel="prev">
                  ← {t('content.docs.previous')}: {previous.menuTitle}
                </a>
              ) : (
                <span />
              )}
              {next ? (
                <a href={docsHref(next.fullPath, locale)} rel="next">
                  {t('content.docs.next')}: {next.menuTitle} →
                </a>
              ) : null}
            </nav>
          </div>
        </div>
      </Container>
    </SiteChrome>
  );
}
