import type { ReactNode } from 'react';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { IconClose, IconMenu, IconSearch } from '#ds/primitives/Icon/Icon.tsx';
import * as styles from './SiteHeader.css.ts';

export type NavItem = { label: string; href: string; current?: boolean };

type SiteHeaderProps = {
  brand: string;
  homeHref: string;
  homeLabel: string;
  navLabel: string;
  /** Primary navigation; without it (a minimal header, e.g. sign-in pages) there is no menu either. */
  nav?: readonly NavItem[];
  /** Account actions (sign in / sign up, or the signed-in menu), or a short note in a minimal header. */
  actions?: ReactNode;
  /** Language switcher. */
  languages?: ReactNode;
  /**
   * Site search behind a toggle (a `<details>`, so it opens without JavaScript):
   * its accessible name and the panel it opens (a search form).
   */
  search?: { label: string; panel: ReactNode };
  /** Accessible name of the menu's icon button below `lg` while the menu is closed … */
  menuLabel: string;
  /** … and while it is open (defaults to `menuLabel`). */
  menuCloseLabel?: string;
};

const NavLinks = ({ items, listClass }: { items: readonly NavItem[]; listClass: string }) => (
  <ul className={listClass}>
    {items.map((item) => (
      <li key={item.href}>
        <a className={styles.navLink} href={item.href} aria-current={item.current ? 'page' : undefined}>
          {item.label}
        </a>
      </li>
    ))}
  </ul>
);

/**
 * The sticky site header: brand, primary navigation, account actions; a disclosure menu below `lg`.
 * The menu carries `data-scroll-lock`: an overlay the page behind should not scroll under while open.
 * Its toggle is an icon button (menu / close, named by `menuLabel` / `menuCloseLabel`); while open,
 * a backdrop covers the page, and a tap on it closes the menu instead of reaching the page (the
 * backdrop belongs to the toggle, so this needs no script). The language switcher comes first in
 * the menu, so its list opens within the first screen.
 */
export function SiteHeader({
  brand,
  homeHref,
  homeLabel,
  navLabel,
  nav = [],
  actions,
  languages,
  search,
  menuLabel,
  menuCloseLabel = menuLabel,
}: SiteHeaderProps) {
  const hasNav = nav.length > 0;
  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <a className={styles.brand} href={homeHref} aria-label={homeLabel}>
          {brand}
        </a>
        {hasNav ? (
          <nav className={styles.nav} aria-label={navLabel}>
            <NavLinks items={nav} listClass={styles.navList} />
          </nav>
        ) : null}
        {search ? (
          <details className={styles.search} data-site-search>
            <summary className={styles.searchToggle}>
              <IconSearch label={search.label} size="md" />
            </summary>
            <div className={styles.searchPanel}>
              <Container>{search.panel}</Container>
            </div>
          </details>
        ) : null}
        <div className={hasNav ? styles.actions : styles.minimalActions}>
          {languages}
          {actions}
        </div>
        {hasNav ? (
          <details className={styles.menu} data-scroll-lock>
            <summary className={styles.menuToggle}>
              <span className={styles.whenClosed}>
                <IconMenu label={menuLabel} size="md" />
              </span>
              <span className={styles.whenOpen}>
                <IconClose label={menuCloseLabel} size="md" />
              </span>
            </summary>
            <div className={styles.menuPanel}>
              {languages ? <div className={styles.menuLanguages}>{languages}</div> : null}
              <nav aria-label={navLabel}>
                <NavLinks items={nav} listClass={styles.menuList} />
              </nav>
              {actions}
            </div>
          </details>
        ) : null}
      </Container>
    </header>
  );
}
