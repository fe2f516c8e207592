import type { ReactNode } from 'react';
import { Container } from '../../primitives/Container/Container.tsx';
import * as styles from './SiteHeader.css.ts';

export type NavItem = { label: string; href: string; current?: boolean };

type SiteHeaderProps = {
  brand: string;
  homeHref: string;
  homeLabel: string;
  navLabel: string;
  nav: readonly NavItem[];
  /** Account actions (sign in / sign up, or the signed-in menu). */
  actions: ReactNode;
  /** Language switcher. */
  languages: ReactNode;
  menuLabel: string;
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

/** The sticky site header: brand, primary navigation, account actions; a disclosure menu below `lg`. */
export function SiteHeader({ brand, homeHref, homeLabel, navLabel, nav, actions, languages, menuLabel }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        <a className={styles.brand} href={homeHref} aria-label={homeLabel}>
          {brand}
        </a>
        <nav className={styles.nav} aria-label={navLabel}>
          <NavLinks items={nav} listClass={styles.navList} />
        </nav>
        <div className={styles.actions}>
          {languages}
          {actions}
        </div>
        <details className={styles.menu}>
          <summary className={styles.menuToggle}>{menuLabel}</summary>
          <div className={styles.menuPanel}>
            <nav aria-label={navLabel}>
              <NavLinks items={nav} listClass={styles.menuList} />
            </nav>
            {actions}
            {languages}
          </div>
        </details>
      </Container>
    </header>
  );
}
