import { Container } from '#ds/primitives/Container/Container.tsx';
import { AuthorCard } from '#ds/sections/AuthorCard/AuthorCard.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import * as styles from '#src/features/content/content.css.ts';
import { tagLabel } from '#src/features/content/tag-labels.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { contentSource } from '#src/lib/content/content-source.ts';
import { authorHref, tagHref } from '#src/lib/content/hrefs.ts';
import { listAuthors, listTags, listTopics, listTutorials } from '#src/lib/content/tutorials.ts';
import type { PageProps } from './page-props.ts';

/** The three indexes of the tutorials: /tutorials/topics/, /tutorials/authors/ and /tutorials/tag/. */
export default async function TutorialsIndexPage({ locale, route, path }: PageProps) {
  const source = contentSource();
  const intl = await getIntl(locale, ['common', 'pages', 'content']);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const count = (n: number) => t('content.tutorials.count', { count: n });

  let body: React.ReactNode;
  if (route.kind === 'tutorials-topics') {
    const topics = await listTopics(source, locale);
    const totals = await Promise.all(topics.map((topic) => listTutorials(source, locale, { topic: topic.path, pageSize: 1 })));
    body = (
      <ul className={styles.columns}>
        {topics.map((topic, index) => (
          <li key={topic.path} className={styles.tile}>
            <h2 className={styles.sectionHeading}>
              <a className={styles.headingLink} href={`${localizePath('/tutorials/', locale)}?topic=${topic.path}`}>
                {topic.name}
              </a>
            </h2>
            <p>{topic.description}</p>
            <p className={styles.meta}>{count(totals[index]?.total ?? 0)}</p>
          </li>
        ))}
      </ul>
    );
  } else if (route.kind === 'tutorials-authors') {
    const authors = await listAuthors(source, locale);
    body = (
      <ul className={styles.columns}>
        {authors.map((author) => (
          <li key={author.path}>
            <AuthorCard
              name={author.name}
              jobTitle={author.details}
              bio={author.bio}
              href={authorHref(author.path, locale)}
              layout="stacked"
            />
          </li>
        ))}
      </ul>
    );
  } else {
    const tags = await listTags(source, locale);
    body = (
      <ul className={styles.chips}>
        {tags.map(({ tag, count: n }) => (
          <li key={tag}>
            <a className={styles.chip} href={tagHref(tag, locale)}>
              {tagLabel(intl, tag)} <span className={styles.meta}>({n})</span>
            </a>
          </li>
        ))}
      </ul>
    );
  }
  const key = route.kind;
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t(`${key}.title`)} description={t(`${key}.description`)} />
      <Container>
        <PageIntro heading={t(`${key}.heading`)} lead={t(`${key}.lead`)} />
        <div className={styles.stack}>
          {body}
          <p>
            <a href={localizePath('/tutorials/', locale)}>{t('tutorials.heading')}</a>
          </p>
        </div>
      </Container>
    </SiteChrome>
  );
}
