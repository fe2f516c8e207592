import * as styles from './AuthorCard.css.ts';

export type SocialNetwork = 'github' | 'gitlab' | 'linkedin' | 'x' | 'mastodon' | 'bluesky' | 'youtube' | 'website' | 'email';

export type SocialLink = {
  network: SocialNetwork;
  href: string;
  /** Visible link text ("GitHub", "anna@nuvora.cloud"). */
  label: string;
};

type AuthorCardProps = {
  name: string;
  bio: string;
  /** Job title ("Developer Advocate"). */
  jobTitle?: string;
  /** The author's page with all their posts; links the name. */
  href?: string;
  /** Portrait; the name sits right next to it, so `alt: ''` is usually right. */
  avatar?: { src: string; width: number; height: number; alt: string };
  socialLinks?: readonly SocialLink[];
  /** Accessible name of the social link list ("Anna Weber elsewhere"). */
  socialLabel?: string;
  /** `inline` puts the avatar beside the text from 640 px up (end of a post); `stacked` keeps it above (sidebars). */
  layout?: keyof typeof styles.card;
  headingLevel?: 2 | 3 | 4;
};

/** Who wrote a post or tutorial: portrait, name, job title, short bio and where else to find them. */
export function AuthorCard({
  name,
  bio,
  jobTitle,
  href,
  avatar,
  socialLinks,
  socialLabel,
  layout = 'inline',
  headingLevel = 2,
}: AuthorCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.card[layout]} data-layout={layout}>
      {avatar ? (
        <img
          className={styles.avatar}
          src={avatar.src}
          width={avatar.width}
          height={avatar.height}
          alt={avatar.alt}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.name}>
          {href ? (
            <a className={styles.nameLink} href={href}>
              {name}
            </a>
          ) : (
            name
          )}
        </Heading>
        {jobTitle ? <p className={styles.jobTitle}>{jobTitle}</p> : null}
        <p className={styles.bio}>{bio}</p>
        {socialLinks?.length ? (
          <ul className={styles.social} aria-label={socialLabel}>
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a className={styles.socialLink} href={link.href} data-network={link.network}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
