import { ArticleCard, type ArticleSummary } from '#ds/sections/ArticleCard/ArticleCard.tsx';
import * as styles from './ArticleList.css.ts';

export type ArticleListItem = ArticleSummary & { id: string };

type ArticleListProps = {
  heading: string;
  articles: readonly ArticleListItem[];
  /** Shown instead of the list when there are no articles ("No posts in this category yet."). */
  emptyText: string;
  /** "All posts" and the like, next to the heading (also in the empty state). */
  moreLink?: { href: string; label: string };
  /** Accessible name of each card's tag list ("Tags"). */
  tagsLabel?: string;
  /** Level of the list heading; cards sit one level below. */
  headingLevel?: 2 | 3;
  /** Names the section (`aria-labelledby` its heading) and lets pages link to it. */
  id?: string;
};

/** A heading over a responsive grid of article cards, or an empty-state message. */
export function ArticleList({ heading, articles, emptyText, moreLink, tagsLabel, headingLevel = 2, id }: ArticleListProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section className={styles.section} id={id} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading className={styles.heading} id={headingId}>
          {heading}
        </Heading>
        {moreLink ? (
          <a className={styles.moreLink} href={moreLink.href}>
            {moreLink.label}
          </a>
        ) : null}
      </div>
      {articles.length > 0 ? (
        <ul className={styles.list}>
          {articles.map(({ id: articleId, ...article }) => (
            <li key={articleId}>
              <ArticleCard {...article} headingLevel={(headingLevel + 1) as 3 | 4} tagsLabel={tagsLabel} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{emptyText}</p>
      )}
    </section>
  );
}
