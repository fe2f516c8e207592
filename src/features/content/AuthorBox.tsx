import type { IntlShape } from 'react-intl';
import { AuthorCard, type SocialLink } from '#ds/sections/AuthorCard/AuthorCard.tsx';
import type { Locale } from '#intl/locales.ts';
import { authorHref } from '#src/lib/content/hrefs.ts';
import type { Author, SocialNetwork } from '#src/lib/content/types.ts';

const networkOf: Record<SocialNetwork, SocialLink['network']> = {
  github: 'github',
  linkedin: 'linkedin',
  x: 'x',
  youtube: 'youtube',
  facebook: 'website',
  reddit: 'website',
  twitch: 'website',
};
const networkName: Record<SocialNetwork, string> = {
  github: 'GitHub',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  facebook: 'Facebook',
  reddit: 'Reddit',
  twitch: 'Twitch',
};

/** The author card at the end of an article, linking to the author's tutorials. */
export function AuthorBox({
  intl,
  locale,
  author,
  headingLevel = 2,
}: {
  intl: IntlShape;
  locale: Locale;
  author: Author;
  headingLevel?: 2 | 3;
}) {
  return (
    <section aria-label={intl.formatMessage({ id: 'content.aboutAuthor' })}>
      <AuthorCard
        name={author.name}
        jobTitle={author.details}
        bio={author.bio}
        href={authorHref(author.path, locale)}
        layout="inline"
        headingLevel={headingLevel}
        socialLinks={author.links.map((link) => ({
          network: networkOf[link.network],
          href: link.href,
          label: networkName[link.network],
        }))}
        socialLabel={intl.formatMessage({ id: 'content.authorLinks' }, { name: author.name })}
      />
    </section>
  );
}
