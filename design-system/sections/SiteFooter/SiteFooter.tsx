import type { ReactNode } from 'react';
import { Container } from '#ds/primitives/Container/Container.tsx';
import * as styles from './SiteFooter.css.ts';

export type FooterColumn = { title: string; links: readonly { label: string; href: string }[] };

type SiteFooterProps = {
  columns: readonly FooterColumn[];
  /** Fine print: copyright, certifications, language links. */
  bottom: ReactNode;
};

/** The site footer: link columns over a fine-print row. */
export function SiteFooter({ columns, bottom }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={styles.title}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a className={styles.link} href={link.href}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>{bottom}</div>
      </Container>
    </footer>
  );
}
