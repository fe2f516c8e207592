import { unstable_notFound } from 'waku/router/server';
import { getIntl } from '#intl/server-intl.ts';
import { DocsView } from '#src/features/content/views/DocsView.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { contentConfig, contentSource } from '#src/lib/content/content-source.ts';
import { docsNavSection, docsTree, getDocsPage, neighbours } from '#src/lib/content/docs.ts';
import { itemLocales } from '#src/lib/content/translations.ts';
import type { PageProps } from './page-props.ts';

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
  return (
    <SiteChrome locale={locale} path={path} available={available}>
      {import.meta.viteRsc.loadCss()}
      <DocsView
        intl={intl}
        locale={locale}
        path={path}
        available={available}
        page={page}
        nodes={docsNavSection(tree.nodes, page.fullPath)}
        {...neighbours(tree.nodes, page.fullPath)}
      />
    </SiteChrome>
  );
}
