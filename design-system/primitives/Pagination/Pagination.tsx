import type { ComponentPropsWithoutRef } from 'react';
import { IconChevronLeft, IconChevronRight } from '#ds/primitives/Icon/Icon.tsx';
import * as styles from './Pagination.css.ts';

export type PaginationItem = number | 'ellipsis';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page numbers to show around `current` of `total`: always the first and last page and
 * `siblings` pages either side of the current one, with `'ellipsis'` for gaps. The result has a
 * constant length (`2 × siblings + 5`) once `total` exceeds it, so the control does not jump as
 * the current page moves, and an ellipsis never stands for a single page (that page is shown).
 */
export function paginationRange(current: number, total: number, siblings = 1): PaginationItem[] {
  const count = Math.max(0, Math.floor(total));
  const side = Math.max(0, Math.floor(siblings));
  if (count === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), count);
  const slots = 2 * side + 5;
  if (count <= slots) return range(1, count);
  // Near an end, the pages up to that end fill the slots of the missing ellipsis.
  if (page <= side + 3) return [...range(1, 2 * side + 3), 'ellipsis', count];
  if (page >= count - side - 2) return [1, 'ellipsis', ...range(count - 2 * side - 2, count)];
  return [1, 'ellipsis', ...range(page - side, page + side), 'ellipsis', count];
}

export type PaginationProps = Omit<ComponentPropsWithoutRef<'nav'>, 'children'> & {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** The URL of a page (pages are links, so they work without JavaScript and can be crawled). */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. "Pagination". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page link, e.g. `(n) => \`Page ${n}\``; without it the number is the name. */
  pageLabel?: (page: number) => string;
  /** Pages shown either side of the current one on wide screens (phones show none). Default 1. */
  siblings?: number;
};

/** Page navigation for lists. Renders nothing when there is a single page. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  siblings = 1,
  className,
  ...props
}: PaginationProps) {
  if (pageCount < 2) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const wide = paginationRange(current, pageCount, siblings);
  const compact = paginationRange(current, pageCount, 0);
  const same = wide.length === compact.length && wide.every((item, i) => item === compact[i]);

  const list = (items: PaginationItem[], className?: string) => (
    <ul className={[styles.pages, className].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <li key={item === 'ellipsis' ? `ellipsis-${index}` : item}>
          {item === 'ellipsis' ? (
            <span className={styles.ellipsis} aria-hidden="true" data-ellipsis>
              …
            </span>
          ) : (
            <a
              className={styles.item}
              href={hrefFor(item)}
              aria-current={item === current ? 'page' : undefined}
              aria-label={pageLabel?.(item)}
            >
              {item}
            </a>
          )}
        </li>
      ))}
    </ul>
  );

  const step = (target: number, text: string, rel: 'prev' | 'next') => {
    const enabled = target >= 1 && target <= pageCount;
    const icon = rel === 'prev' ? <IconChevronLeft /> : <IconChevronRight />;
    return (
      <a
        className={`${styles.item} ${styles.step}`}
        {...(enabled ? { href: hrefFor(target), rel } : { role: 'link', 'aria-disabled': true })}
        data-step={rel}
      >
        {rel === 'prev' ? icon : null}
        <span className={styles.stepLabel}>{text}</span>
        {rel === 'next' ? icon : null}
      </a>
    );
  };

  return (
    <nav aria-label={label} className={className} {...props}>
      <div className={styles.row}>
        {step(current - 1, previousLabel, 'prev')}
        {same ? list(wide) : list(wide, styles.wide)}
        {same ? null : list(compact, styles.compact)}
        {step(current + 1, nextLabel, 'next')}
      </div>
    </nav>
  );
}
