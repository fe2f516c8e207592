import { getIntl } from '#intl/server-intl.ts';
import { FaqView } from '#src/features/content/views/FaqView.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { contentSource } from '#src/lib/content/content-source.ts';
import { faqGroups } from '#src/lib/content/faq.ts';
import type { PageProps } from './page-props.ts';

/** The questions, or null when the content source fails and has no earlier answer (spec §8: an empty list, logged). */
const faqGroupsOrNull = (locale: PageProps['locale']) =>
  faqGroups(contentSource(), locale).catch((error: unknown) => {
    console.warn(JSON.stringify({ level: 'warn', msg: 'faq questions unavailable', locale, error: String(error) }));
    return null;
  });

/** /faq/: the questions marked for this page, grouped by landing page in `faq_sort` order. */
export default async function FaqPage({ locale, path }: PageProps) {
  const [intl, groups] = await Promise.all([getIntl(locale, ['common', 'pages', 'content']), faqGroupsOrNull(locale)]);
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <FaqView intl={intl} locale={locale} path={path} groups={groups ?? []} unavailable={groups === null} />
    </SiteChrome>
  );
}
