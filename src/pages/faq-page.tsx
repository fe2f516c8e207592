import { getIntl } from '#intl/server-intl.ts';
import { FaqView } from '#src/features/content/views/FaqView.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { contentSource } from '#src/lib/content/content-source.ts';
import { faqGroups } from '#src/lib/content/faq.ts';
import type { PageProps } from './page-props.ts';

/** /faq/: the questions marked for this page, grouped by landing page in `faq_sort` order. */
export default async function FaqPage({ locale, path }: PageProps) {
  const [intl, groups] = await Promise.all([getIntl(locale, ['common', 'pages', 'content']), faqGroups(contentSource(), locale)]);
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <FaqView intl={intl} locale={locale} path={path} groups={groups} />
    </SiteChrome>
  );
}
