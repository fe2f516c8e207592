import type { ComponentPropsWithoutRef } from 'react';
import { IconChevronRight } from '#ds/primitives/Icon/Icon.tsx';
import * as styles from './Breadcrumbs.css.ts';

export type BreadcrumbItem = {
  label: string;
  /** Omit for a current page that should not link to itself. */
  href?: string;
};

export type BreadcrumbsProps = Omit<ComponentPropsWithoutRef<'nav'>, 'children'> & {
  /** The trail from the home page down; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** Names the navigation landmark, e.g. "Breadcrumb". */
  label: string;
};

/**
 * The path to the current page. Separators are drawn as decorative icons, so screen readers hear
 * a plain list. Structured data (BreadcrumbList JSON-LD) is the page's job, not this component's.
 */
export function Breadcrumbs({ items, label, ...props }: BreadcrumbsProps) {
  const last = items.length - 1;
  return (
    <nav aria-label={label} {...props}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === last;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {index > 0 ? (
                <span className={styles.separator} aria-hidden="true" data-separator>
                  <IconChevronRight />
                </span>
              ) : null}
              {isCurrent ? (
                item.href ? (
                  <a className={`${styles.link} ${styles.current}`} href={item.href} aria-current="page">
                    {item.label}
                  </a>
                ) : (
                  <span className={styles.current} aria-current="page">
                    {item.label}
                  </span>
                )
              ) : item.href ? (
                <a className={styles.link} href={item.href}>
                  {item.label}
                </a>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
