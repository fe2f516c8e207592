import * as styles from './ResultGroup.css.ts';

/** Text in runs; the runs that matched a search are marked. */
export type MarkedText = readonly { text: string; match: boolean }[];

export type ResultItem = {
  href: string;
  title: MarkedText;
  /** The passage that matched, with ellipses where it was cut. */
  excerpt: MarkedText;
  /** Where the result lives (a breadcrumb, a date). */
  meta?: string;
};

type ResultGroupProps = {
  heading: string;
  /** Id of the heading, so the list is labelled by it and can be linked to. */
  id: string;
  /** Shown after the heading, e.g. the number of results in the group. */
  count?: string;
  items: readonly ResultItem[];
  /** A link to more results of this group. */
  more?: { href: string; label: string };
};

export function Marked({ runs }: { runs: MarkedText }) {
  return runs.map((run, index) =>
    run.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs are a fixed sequence rendered once
      <mark key={index} className={styles.mark}>
        {run.text}
      </mark>
    ) : (
      run.text
    ),
  );
}

/** One section of search results: a heading, results with their matched words marked, and a link to more. */
export function ResultGroup({ heading, id, count, items, more }: ResultGroupProps) {
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id} className={styles.heading}>
        {heading}
        {count ? <span className={styles.count}>{count}</span> : null}
      </h2>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.href} className={styles.item}>
            <a href={item.href} className={styles.title}>
              <Marked runs={item.title} />
            </a>
            {item.meta ? <span className={styles.meta}>{item.meta}</span> : null}
            <p className={styles.excerpt}>
              <Marked runs={item.excerpt} />
            </p>
          </li>
        ))}
      </ol>
      {more ? (
        <a href={more.href} className={styles.more}>
          {more.label}
        </a>
      ) : null}
    </section>
  );
}
