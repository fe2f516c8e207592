import * as styles from './content.css.ts';

type ShareLinksProps = {
  url: string;
  title: string;
  heading: string;
  labels: { x: string; linkedin: string; facebook: string; email: string };
};

/** Plain share links (no third-party script): each opens the network's own share page. */
export function ShareLinks({ url, title, heading, labels }: ShareLinksProps) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    { label: labels.x, href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { label: labels.linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: labels.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: labels.email, href: `mailto:?subject=${t}&body=${u}` },
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
