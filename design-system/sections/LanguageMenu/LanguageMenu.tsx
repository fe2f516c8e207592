'use client';

import * as styles from './LanguageMenu.css.ts';

export type LanguageLink = {
  /** Locale code, shown uppercase on the toggle ("DE"). */
  code: string;
  /** BCP 47 tag of the language, for `lang` and `hreflang`. */
  iso: string;
  /** The language's name in itself ("Deutsch"). */
  name: string;
  href: string;
  current: boolean;
};

type LanguageMenuProps = {
  /** Accessible name of the toggle, naming the current language ("Language: English"), as the page's language writes it. */
  label: string;
  links: readonly LanguageLink[];
  /** Called before the browser follows a language link, e.g. to remember the choice. */
  onSelect?: (code: string) => void;
};

/** A disclosure listing the page in other languages; works without JavaScript. */
export function LanguageMenu({ label, links, onSelect }: LanguageMenuProps) {
  const current = links.find((l) => l.current);
  return (
    <details className={styles.menu}>
      <summary className={styles.toggle} aria-label={label}>
        {current?.code.toUpperCase()}
      </summary>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.code}>
            <a
              className={styles.link}
              href={link.href}
              hrefLang={link.iso}
              lang={link.iso}
              aria-current={link.current ? 'true' : undefined}
              onClick={onSelect ? () => onSelect(link.code) : undefined}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
