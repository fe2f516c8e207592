import * as styles from './ArticleCard.css.ts';

export type ArticleTag = { label: string; href?: string };

/** What a card shows of a blog post, tutorial or docs article. */
export type ArticleSummary = {
  title: string;
  href: string;
  excerpt: string;
  /** Publication date, already formatted for the page's language ("12 March 2025"). */
  date: string;
  /** The same date, machine-readable (`2025-03-12`), for `<time dateTime>`. */
  dateTime?: string;
  author?: string;
  /** Already formatted ("6 min read"). */
  readingTime?: string;
  tags?: readonly ArticleTag[];
  /** Cover image; `alt: ''` when it only illustrates the title. */
  image?: { src: string; width: number; height: number; alt: string };
  /**
   * An article in another language than the page (a translated page's list filled with untranslated
   * articles): its language (`en`) for the title and excerpt, the link's `hreflang`, and the note
   * shown after the title in the page's language ("(in English)").
   */
  language?: { lang: string; hrefLang: string; note: string };
};

type ArticleCardProps = ArticleSummary & {
  /** 3 inside a list under an `<h2>`. */
  headingLevel?: 2 | 3 | 4;
  /** Accessible name of the tag list ("Tags"). */
  tagsLabel?: string;
};

/** A teaser for one article; the whole card follows the title link, tags link on their own. */
export function ArticleCard({
  title,
  href,
  excerpt,
  date,
  dateTime,
  author,
  readingTime,
  tags,
  image,
  language,
  headingLevel = 3,
  tagsLabel,
}: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      {image ? (
        <img
          className={styles.image}
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <a className={styles.titleLink} href={href} hrefLang={language?.hrefLang} lang={language?.lang}>
            {title}
          </a>
          {language ? (
            <>
              {' '}
              <span className={styles.languageNote}>{language.note}</span>
            </>
          ) : null}
        </Heading>
        <p className={styles.meta}>
          <time dateTime={dateTime}>{date}</time>
          {author ? (
            <span data-author>
              <span className={styles.dot} aria-hidden="true">
                ·
              </span>
              {author}
            </span>
          ) : null}
          {readingTime ? (
            <span>
              <span className={styles.dot} aria-hidden="true">
                ·
              </span>
              {readingTime}
            </span>
          ) : null}
        </p>
        <p className={styles.excerpt} lang={language?.lang}>
          {excerpt}
        </p>
        {tags?.length ? (
          <ul className={styles.tags} aria-label={tagsLabel}>
            {tags.map((tag) => (
              <li key={tag.label}>
                {tag.href ? (
                  <a className={`${styles.tag} ${styles.tagLink}`} href={tag.href}>
                    {tag.label}
                  </a>
                ) : (
                  <span className={styles.tag}>{tag.label}</span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
