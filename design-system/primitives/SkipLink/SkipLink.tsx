import * as styles from './SkipLink.css.ts';

type SkipLinkProps = { href: string; children: string };

/** The first stop of the Tab order: jumps past the header to the main content; shown only when focused. */
export function SkipLink({ href, children }: SkipLinkProps) {
  return (
    <a className={styles.skipLink} href={href}>
      {children}
    </a>
  );
}
