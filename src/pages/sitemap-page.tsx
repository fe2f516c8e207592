import { Container } from '#ds/primitives/Container/Container.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { type Locale, localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import * as styles from '#src/features/content/content.css.ts';
import { pageLabel } from '#src/features/content/page-label.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { contentConfig, contentSource } from '#src/lib/content/content-source.ts';
import { docsTree } from '#src/lib/content/docs.ts';
import { everyPage } from '#src/lib/content/every-page.ts';
import { authorHref, docsHref, marketplaceHref, newsHref, tutorialHref } from '#src/lib/content/hrefs.ts';
import { listMarketplaceItems } from '#src/lib/content/marketplace.ts';
import { listNews } from '#src/lib/content/news.ts';
import { listAuthors, listTopics, listTutorials } from '#src/lib/content/tutorials.ts';
import type { DocsNode } from '#src/lib/content/types.ts';
import { listedRoutes } from '#src/lib/seo/listed-routes.ts';
import type { PageProps } from './page-props.ts';

type Entry = { href: string; label: string };

function LinkList({ id, heading, entries }: { id: string; heading: string; entries: readonly Entry[] }) {
  return (
    <section aria-labelledby={id} className={styles.plainList}>
      <h2 id={id} className={styles.sectionHeading}>
        {heading}
      </h2>
      <ul className={styles.linkList}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <a href={entry.href}>{entry.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

const docsEntries = (nodes: readonly DocsNode[], locale: Locale, depth = 0): Entry[] =>
  nodes.flatMap((node) => [
    { href: docsHref(node.fullPath, locale), label: `${'— '.repeat(depth)}${node.menuTitle}` },
    ...docsEntries(node.children, locale, depth + 1),
  ]);

/** /sitemap/: every page and content item of the locale, for people (search engines read /sitemap.xml). */
export default async function SitemapPage({ locale, path }: PageProps) {
  const source = contentSource();
  const [intl, tree, tutorials, news, apps, topics, authors] = await Promise.all([
    getIntl(locale, ['common', 'pages', 'content', 'api-reference']),
    docsTree(source, locale),
    everyPage((page, pageSize) => listTutorials(source, locale, { page, pageSize })),
    everyPage((page, pageSize) => listNews(source, locale, { page, pageSize })),
    listMarketplaceItems(source, locale, { production: !contentConfig.preview }),
    listTopics(source, locale),
    listAuthors(source, locale),
  ]);
  const t = (id: string) => intl.formatMessage({ id });
  const pages: Entry[] = [];
  const products: Entry[] = [];
  for (const { route, path: concrete, params } of listedRoutes(locale)) {
    const entry = { href: localizePath(concrete, locale), label: pageLabel(intl, route, params) };
    (route.kind === 'product' ? products : pages).push(entry);
  }
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('sitemap.title')} description={t('sitemap.description')} />
      <Container>
        <PageIntro heading={t('sitemap.heading')} lead={t('sitemap.lead')} />
        <div className={styles.flowColumns} data-sitemap-columns>
          <LinkList id="sitemap-main" heading={t('content.sitemap.main')} entries={pages} />
          <LinkList id="sitemap-products" heading={t('content.sitemap.products')} entries={products} />
          <LinkList id="sitemap-docs" heading={t('content.sitemap.docs')} entries={docsEntries(tree.nodes, locale)} />
          <LinkList
            id="sitemap-tutorials"
            heading={t('content.sitemap.tutorials')}
            entries={tutorials.map((item) => ({ href: tutorialHref(item.path, locale), label: item.title }))}
          />
          <LinkList
            id="sitemap-topics"
            heading={t('content.sitemap.topics')}
            entries={topics.map((topic) => ({
              href: `${localizePath('/tutorials/', locale)}?topic=${topic.path}`,
              label: topic.name,
            }))}
          />
          <LinkList
            id="sitemap-authors"
            heading={t('content.sitemap.authors')}
            entries={authors.map((author) => ({ href: authorHref(author.path, locale), label: author.name }))}
          />
          <LinkList
            id="sitemap-blog"
            heading={t('content.sitemap.blog')}
            entries={news.map((item) => ({ href: newsHref(item.path, locale), label: item.title }))}
          />
          <LinkList
            id="sitemap-marketplace"
            heading={t('content.sitemap.marketplace')}
            entries={apps.map((app) => ({ href: marketplaceHref(app.slug, locale), label: app.name }))}
          />
        </div>
      </Container>
    </SiteChrome>
  );
}
