import type { IntlShape } from 'react-intl';
import * as styles from './content.css.ts';

type ShareLinksProps = { intl: IntlShape; url: string; title: string };

/** Plain share links (no third-party script): each opens the network's own share page. */
export function ShareLinks({ intl, url, title }: ShareLinksProps) {
  const t = (id: string) => intl.formatMessage({ id });
  const heading = t('content.share');
  const u = encodeURIComponent(url);
  const subject = encodeURIComponent(title);
  const links = [
    { label: t('content.share.x'), href: `https://x.com/intent/post?url=${u}&text=${subject}` },
    { label: t('content.share.linkedin'), href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: t('content.share.facebook'), href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: t('content.share.email'), href: `mailto:?subject=${subject}&body=${u}` },
  ];
  return (
    <nav aria-label={heading} className={styles.share}>
      <p className={styles.shareHeading}>{heading}</p>
      <ul className={styles.inlineList}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} rel="noopener noreferrer" target={link.href.startsWith('mailto:') ? undefined : '_blank'}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
