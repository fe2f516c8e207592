import * as styles from './TableOfContents.css.ts';

export type TocHeading = {
  /** The heading's `id` on the page; the link goes to `#id`. */
  id: string;
  text: string;
  level: 2 | 3;
};

export type TableOfContentsProps = {
  /** The page's headings in document order. */
  headings: readonly TocHeading[];
  /** Names the navigation landmark ("On this page"). */
  'aria-label': string;
  /** Visible title above the list; usually the same words as the label. */
  title?: string;
  /** Heading whose section is being read; its link gets `aria-current="location"`. */
  activeId?: string;
};

type Entry = TocHeading & { children: TocHeading[] };

/** Level-3 headings nest under the level-2 heading before them; one before any level 2 stays at the top. */
const nest = (headings: readonly TocHeading[]): Entry[] => {
  const entries: Entry[] = [];
  for (const heading of headings) {
    const parent = entries.at(-1);
    if (heading.level === 3 && parent?.level === 2) parent.children.push(heading);
    else entries.push({ ...heading, children: [] });
  }
  return entries;
};

const Link = ({ heading, activeId, className }: { heading: TocHeading; activeId?: string; className: string }) => (
  <a className={className} href={`#${heading.id}`} aria-current={heading.id === activeId ? 'location' : undefined}>
    {heading.text}
  </a>
);

/**
 * "On this page": links to the page's level-2 and level-3 headings. Server-safe;
 * `ActiveTableOfContents` wraps it to highlight the section being read.
 */
export function TableOfContents({ headings, 'aria-label': label, title, activeId }: TableOfContentsProps) {
  if (headings.length === 0) return null;
  return (
    <nav className={styles.nav} aria-label={label}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <ul className={styles.list}>
        {nest(headings).map((entry) => (
          <li key={entry.id}>
            <Link
              heading={entry}
              activeId={activeId}
              className={entry.level === 3 ? `${styles.link} ${styles.sublink}` : styles.link}
            />
            {entry.children.length ? (
              <ul className={styles.sublist}>
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <Link heading={child} activeId={activeId} className={`${styles.link} ${styles.sublink}`} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
