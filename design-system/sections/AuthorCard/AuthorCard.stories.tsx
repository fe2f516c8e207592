import { sprinkles } from '#ds/theme/sprinkles.css.ts';
import { palette } from '#ds/theme/tokens.ts';
import { AuthorCard, type SocialLink } from './AuthorCard.tsx';

const portrait = (initials: string, background: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" fill="${background}"/><text x="80" y="96" font-family="Arial, sans-serif" font-size="52" font-weight="700" fill="${palette.surface}" text-anchor="middle">${initials}</text></svg>`,
  )}`;

const anna = {
  name: 'Anna Weber',
  jobTitle: 'Developer Advocate, Databases',
  href: '#authors/anna-weber',
  bio: 'Anna has run PostgreSQL in production for twelve years and now writes our database tutorials. She maintains the Nuvora Terraform provider in her spare time.',
  avatar: { src: portrait('AW', palette.brand), width: 160, height: 160, alt: '' },
};

const links: SocialLink[] = [
  { network: 'github', href: '#github-anna', label: 'GitHub' },
  { network: 'mastodon', href: '#mastodon-anna', label: 'Mastodon' },
  { network: 'linkedin', href: '#linkedin-anna', label: 'LinkedIn' },
  { network: 'website', href: '#anna-dev', label: 'anna.dev' },
];

export const Inline = () => <AuthorCard {...anna} socialLinks={links} socialLabel="Anna Weber elsewhere" />;

export const Stacked = () => (
  /* As wide as a sidebar: one column of three from 768 px up. */
  <div className={sprinkles({ display: 'grid', gridTemplateColumns: { xs: 1, md: 3 } })}>
    <AuthorCard {...anna} layout="stacked" socialLinks={links.slice(0, 2)} socialLabel="Anna Weber elsewhere" />
  </div>
);

export const WithoutAvatar = () => (
  <AuthorCard {...anna} avatar={undefined} socialLinks={links} socialLabel="Anna Weber elsewhere" />
);

export const WithoutSocialLinks = () => <AuthorCard {...anna} />;

export const Minimal = () => (
  <AuthorCard name="Nuvora Engineering" bio="Posts written together by the platform team that runs our cloud in eight regions." />
);

const german = {
  name: 'Dr. Johanna Schwarzenberger-Müllerschön',
  jobTitle: 'Leiterin Datenbankbetrieb und Hochverfügbarkeitsarchitekturen',
  href: '#autoren/johanna',
  bio: 'Johanna betreibt seit über fünfzehn Jahren geschäftskritische Datenbankcluster für Versicherungen und Energieversorger. Bei Nuvora verantwortet sie die Managed-Datenbanken, schreibt Anleitungen zur Datensicherung und hält Vorträge über Notfallwiederherstellungskonzepte.',
  avatar: { src: portrait('JS', palette.brandStrong), width: 160, height: 160, alt: '' },
  socialLinks: [
    { network: 'linkedin', href: '#linkedin-johanna', label: 'LinkedIn' },
    { network: 'email', href: 'mailto:johanna@example.com', label: 'johanna.schwarzenberger-muellerschoen@example.com' },
  ] satisfies SocialLink[],
  socialLabel: 'Johanna Schwarzenberger-Müllerschön im Netz',
};

export const LongGerman = () => <AuthorCard {...german} />;

export const Narrow = () => <AuthorCard {...german} />;
Narrow.meta = { width: 'xsmall' };

export const Wide = () => <AuthorCard {...anna} socialLinks={links} socialLabel="Anna Weber elsewhere" />;
Wide.meta = { width: 'xxlarge' };
