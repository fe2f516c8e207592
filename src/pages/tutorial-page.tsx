import { unstable_notFound } from 'waku/router/server';
import { getIntl } from '#intl/server-intl.ts';
import { TutorialView } from '#src/features/content/views/TutorialView.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { contentConfig, contentSource } from '#src/lib/content/content-source.ts';
import { itemLocales } from '#src/lib/content/translations.ts';
import { getTutorial, relatedTutorials } from '#src/lib/content/tutorials.ts';
import type { PageProps } from './page-props.ts';

/** /tutorials/{articleId}/: a tutorial with its table of contents, author, topics and tags. */
export default async function TutorialPage({ locale, params, path }: PageProps) {
  const id = String(params.articleId);
  const source = contentSource();
  const [intl, item, available] = await Promise.all([
    getIntl(locale, ['common', 'pages', 'content']),
    getTutorial(source, locale, id),
    itemLocales(source, { kind: 'tutorial', path: id }, { production: !contentConfig.preview }),
  ]);
  if (!item) unstable_notFound();
  const related = await relatedTutorials(source, locale, item);
  return (
    <SiteChrome locale={locale} path={path} available={available}>
      {import.meta.viteRsc.loadCss()}
      <TutorialView intl={intl} locale={locale} path={path} available={available} item={item} related={related} />
    </SiteChrome>
  );
}
