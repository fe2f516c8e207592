import type { ReactNode } from 'react';
import { visuallyHidden } from '#ds/theme/utilities.css.ts';
import * as styles from './ComparisonTable.css.ts';

/** A text value ("$4/mo", "20 TB") or a yes/no that renders as an icon with a spoken label. */
export type ComparisonValue = string | boolean;

export type ComparisonRow = { id: string; feature: string; ours: ComparisonValue; theirs: ComparisonValue };

type ComparisonTableProps = {
  /** Names the table ("Cloud servers compared with Provider X"). */
  caption: string;
  /** Column headers: the feature column, our column and the competitor's. */
  columns: { feature: string; ours: string; theirs: string };
  rows: readonly ComparisonRow[];
  /** What a tick and a cross say to assistive tech ("Yes" / "No", "Included" / "Not included"). */
  yesLabel: string;
  noLabel: string;
  /**
   * Where the competitor's figures come from: a line of text with a link, or blocks such as a
   * heading paragraph and a numbered list of sources (it is not wrapped in a paragraph).
   */
  source?: ReactNode;
  /** When they were checked, already formatted ("Prices checked on 2 June 2025"). */
  date?: string;
  /** Machine-readable form of `date` ("2025-06-02"), for a `<time>` element. */
  dateTime?: string;
  /** Anchor id of the table's wrapper. */
  id?: string;
};

const Check = () => (
  <svg className={styles.markIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

const Cross = () => (
  <svg className={styles.markIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M7 7l10 10M17 7L7 17" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

function Value({ value, yesLabel, noLabel }: { value: ComparisonValue; yesLabel: string; noLabel: string }) {
  if (typeof value === 'string') return <>{value}</>;
  return (
    <span className={`${styles.mark} ${value ? styles.yes : styles.no}`} data-value={value ? 'yes' : 'no'}>
      {value ? <Check /> : <Cross />}
      <span className={visuallyHidden}>{value ? yesLabel : noLabel}</span>
    </span>
  );
}

/** "Us vs them": features in rows, our value and the competitor's side by side. Server-safe. */
export function ComparisonTable({ caption, columns, rows, yesLabel, noLabel, source, date, dateTime, id }: ComparisonTableProps) {
  return (
    <div id={id} className={styles.root}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${styles.columnHeader} ${styles.featureColumnHeader}`}>
              {columns.feature}
            </th>
            <th scope="col" className={`${styles.columnHeader} ${styles.oursHeader}`}>
              {columns.ours}
            </th>
            <th scope="col" className={styles.columnHeader}>
              {columns.theirs}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={styles.rowHeader}>
                {row.feature}
              </th>
              <td className={`${styles.value} ${styles.oursValue}`}>
                <Value value={row.ours} yesLabel={yesLabel} noLabel={noLabel} />
              </td>
              <td className={styles.value}>
                <Value value={row.theirs} yesLabel={yesLabel} noLabel={noLabel} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {source || date ? (
        <div className={styles.notes}>
          {/* A <div>, not a <p>: a list of sources inside a paragraph is invalid HTML, which the browser
              restructures, and a server-rendered page then no longer matches what React hydrates. */}
          {source ? <div>{source}</div> : null}
          {date ? <p>{dateTime ? <time dateTime={dateTime}>{date}</time> : date}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
