import type { ReactNode } from 'react';
import { visuallyHidden } from '#ds/theme/utilities.css.ts';
import * as styles from './Table.css.ts';

export type TableAlign = keyof typeof styles.align;

export type TableColumn<Row> = {
  key: keyof Row & string;
  header: ReactNode;
  /** `end` for figures (prices, sizes): right-aligned tabular digits. */
  align?: TableAlign;
  /** The column that names each row (a plan name): its cells become `<th scope="row">`. */
  rowHeader?: boolean;
};

export type TableProps<Row extends Record<string, ReactNode>> = {
  /** Names the table and its scroll region. */
  caption: string;
  /** Keeps the caption for screen readers only, when a visible heading already says it. */
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A column whose value is unique per row, used as the React key (default: the row index). */
  rowKey?: keyof Row & string;
  className?: string;
};

/**
 * A data table in a horizontally scrolling region.
 *
 * On phones (≤ 768 px) the table scrolls sideways inside a focusable region rather than turning
 * each row into a stacked card. The table keeps native table semantics in every browser (CSS
 * `display` changes on table parts drop them in Safari), screen readers do not hear each header
 * twice (once from the table, once from a `data-label` pseudo-element), plan tables stay
 * comparable across a row, and it needs no JavaScript. The region is focusable (`tabIndex=0`) so
 * keyboard users can scroll it, and named by the caption; edge shadows show there is more.
 */
export function Table<Row extends Record<string, ReactNode>>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  className,
}: TableProps<Row>) {
  const cellClass = (column: TableColumn<Row>, extra?: string) =>
    [styles.cell, styles.align[column.align ?? 'start'], extra].filter(Boolean).join(' ');
  return (
    // A named <section> is the `region` role.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard (WCAG 2.1.1).
    <section aria-label={caption} tabIndex={0} className={[styles.region, className].filter(Boolean).join(' ')}>
      <table className={styles.table}>
        <caption className={captionHidden ? visuallyHidden : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column, styles.head)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey ? String(row[rowKey]) : index}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={cellClass(column, styles.rowHeader)}>
                    {row[column.key]}
                  </th>
                ) : (
                  <td key={column.key} className={cellClass(column)}>
                    {row[column.key]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
