import * as styles from './content.css.ts';

/** Links between the sections of a content area (blog: all, news, stories), the current one marked. */
export function SectionTabs({ label, links }: { label: string; links: { href: string; label: string; current: boolean }[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.href}>
            <a className={styles.chip} href={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
