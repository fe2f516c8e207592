import { visuallyHidden } from '#ds/theme/utilities.css.ts';
import * as styles from './DocsNav.css.ts';

export type DocsNavItem = {
  title: string;
  href: string;
  /** Sub-pages. The tree shows three levels; anything deeper is left out. */
  children?: readonly DocsNavItem[];
};

type DocsNavProps = {
  items: readonly DocsNavItem[];
  /** The page being shown: its link gets `aria-current="page"` and the branches above it start open. */
  currentHref: string;
  /** Names the navigation landmark ("Documentation"). */
  'aria-label': string;
  /** Hidden name of a section's expand/collapse toggle, from its title ("Show the pages in the Cloud servers section"). */
  toggleLabel: (title: string) => string;
  /**
   * With it, below the large breakpoint the tree folds behind a control of this text ("Browse the
   * docs"), so the article comes first on a phone; from the breakpoint up the tree is always open.
   */
  collapsedLabel?: string;
};

type Level = 1 | 2 | 3;

const MAX_LEVEL: Level = 3;

/** Hrefs from the top level down to the current page (the whole tree is searched), or `[]` when it is not in the tree. */
const trailTo = (items: readonly DocsNavItem[], href: string): string[] => {
  for (const item of items) {
    if (item.href === href) return [item.href];
    const below = item.children ? trailTo(item.children, href) : [];
    if (below.length) return [item.href, ...below];
  }
  return [];
};

const Chevron = () => (
  <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path
      d="M6 3.5 10.5 8 6 12.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

type TreeProps = {
  items: readonly DocsNavItem[];
  level: Level;
  currentHref: string;
  open: ReadonlySet<string>;
  toggleLabel: (title: string) => string;
};

function Tree({ items, level, currentHref, open, toggleLabel }: TreeProps) {
  return (
    <ul className={styles.list[level]} data-level={level}>
      {items.map((item) => {
        const branch = level < MAX_LEVEL && item.children?.length ? item.children : null;
        const current = item.href === currentHref;
        return (
          <li key={item.href} className={styles.item}>
            <a
              className={branch ? `${styles.link[level]} ${styles.withToggle}` : styles.link[level]}
              href={item.href}
              aria-current={current ? 'page' : undefined}
            >
              {item.title}
            </a>
            {branch ? (
              <details className={styles.details} open={open.has(item.href)}>
                <summary className={styles.toggle}>
                  <span className={visuallyHidden}>{toggleLabel(item.title)}</span>
                  <Chevron />
                </summary>
                <Tree
                  items={branch}
                  level={(level + 1) as Level}
                  currentHref={currentHref}
                  open={open}
                  toggleLabel={toggleLabel}
                />
              </details>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The documentation sidebar: a tree of up to three levels. Each section's
 * children sit in a native `<details>`, so the toggle works by keyboard
 * (Enter, Space) and without JavaScript; the path to the current page starts
 * open, and so does the current page's own section.
 */
export function DocsNav({ items, currentHref, 'aria-label': label, toggleLabel, collapsedLabel }: DocsNavProps) {
  const open = new Set(trailTo(items, currentHref));
  const nav = (
    <nav className={styles.nav} aria-label={label}>
      <Tree items={items} level={1} currentHref={currentHref} open={open} toggleLabel={toggleLabel} />
    </nav>
  );
  if (!collapsedLabel) return nav;
  // A native <details>: it folds and unfolds without JavaScript, by keyboard too.
  return (
    <details className={styles.collapsible} data-docs-nav-fold>
      <summary className={styles.collapsibleToggle}>
        <span>{collapsedLabel}</span>
        <Chevron />
      </summary>
      {nav}
    </details>
  );
}
