'use client';

import { useCallback } from 'react';
import * as styles from './LanguageLinks.css.ts';

type LanguageLink = { code: string; iso: string; name: string; href: string; current: boolean };

type LanguageLinksProps = { label: string; links: readonly LanguageLink[] };

const LONG_COOKIE_MAX_AGE_S = 31_104_000;

/**
 * The language menu. Choosing a language remembers it in `use_lang`, so later
 * unprefixed visits are sent to that language (spec §4).
 */
export function LanguageLinks({ label, links }: LanguageLinksProps) {
  const remember = useCallback((code: string) => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, readable by the server's redirect
    document.cookie = `use_lang=${code}; Path=/; Max-Age=${LONG_COOKIE_MAX_AGE_S}; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  }, []);
  const current = links.find((l) => l.current);
  return (
    <details className={styles.menu}>
      <summary className={styles.toggle} aria-label={`${label}: ${current?.name ?? ''}`}>
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
              onClick={() => remember(link.code)}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
