import type { ReactNode } from 'react';
import { sprinkles } from '#ds/theme/sprinkles.css.ts';
import { palette } from '#ds/theme/tokens.ts';
import { ArticleCard, type ArticleSummary } from './ArticleCard.tsx';

/** A simple cover illustration (server rack lines on a coloured field) as an inline SVG. */
const cover = (background: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="${background}"/><g fill="${palette.surface}" opacity="0.85"><rect x="200" y="90" width="240" height="40" rx="6"/><rect x="200" y="160" width="240" height="40" rx="6"/><rect x="200" y="230" width="240" height="40" rx="6"/></g><g fill="${palette.success}"><circle cx="410" cy="110" r="6"/><circle cx="410" cy="180" r="6"/><circle cx="410" cy="250" r="6"/></g></svg>`,
  )}`;

const post: ArticleSummary = {
  title: 'How to set up a highly available PostgreSQL cluster with automatic failover',
  href: '#postgres-ha',
  excerpt:
    'Replicas in three zones, a floating IP and health checks: the setup we run for customers, step by step, with the Terraform to reproduce it.',
  date: '12 March 2025',
  dateTime: '2025-03-12',
  author: 'Anna Weber',
  readingTime: '9 min read',
  tags: [
    { label: 'PostgreSQL', href: '#tag-postgresql' },
    { label: 'High availability', href: '#tag-ha' },
  ],
  image: { src: cover(palette.brand), width: 640, height: 360, alt: '' },
};

/** A card is as wide as one column of the three-column article grid. */
const Frame = ({ children }: { children: ReactNode }) => (
  <div className={sprinkles({ display: 'grid', gridTemplateColumns: { xs: 1, md: 2, lg: 3 }, gap: 'lg' })}>{children}</div>
);

export const Default = () => (
  <Frame>
    <ArticleCard {...post} tagsLabel="Tags" />
  </Frame>
);

export const WithoutImage = () => (
  <Frame>
    <ArticleCard {...post} image={undefined} tagsLabel="Tags" />
  </Frame>
);

export const Minimal = () => (
  <Frame>
    <ArticleCard
      title="Nuvora opens a new region in Singapore"
      href="#sgp"
      excerpt="Cloud servers, managed databases and S3 storage are now available in SGP1."
      date="2 June 2025"
      dateTime="2025-06-02"
    />
  </Frame>
);

export const TagsWithoutLinks = () => (
  <Frame>
    <ArticleCard
      {...post}
      tags={[{ label: 'Kubernetes' }, { label: 'Autoscaling' }, { label: 'Cost control' }]}
      image={{ src: cover(palette.brandStrong), width: 640, height: 360, alt: '' }}
      tagsLabel="Tags"
    />
  </Frame>
);

export const DescriptiveImage = () => (
  <Frame>
    <ArticleCard
      {...post}
      image={{
        src: cover(palette.info),
        width: 640,
        height: 360,
        alt: 'Three database servers, each with a green health indicator',
      }}
    />
  </Frame>
);

const german: ArticleSummary = {
  title: 'Hochverfügbare PostgreSQL-Datenbankcluster mit automatischem Failover und Point-in-Time-Wiederherstellung einrichten',
  href: '#postgres-ha-de',
  excerpt:
    'Replikate in drei Verfügbarkeitszonen, eine Floating-IP und Zustandsprüfungen: die Konfiguration, die wir für Unternehmenskundinnen und -kunden betreiben, Schritt für Schritt erklärt – einschließlich der Terraform-Konfiguration zum Nachbauen.',
  date: '12. März 2025',
  dateTime: '2025-03-12',
  author: 'Dr. Johanna Schwarzenberger-Müllerschön',
  readingTime: '9 Minuten Lesezeit',
  tags: [
    { label: 'Datenbankverwaltung', href: '#tag-db' },
    { label: 'Hochverfügbarkeit', href: '#tag-ha' },
    { label: 'Infrastruktur als Code', href: '#tag-iac' },
  ],
  image: { src: cover(palette.brand), width: 640, height: 360, alt: '' },
};

export const LongGerman = () => (
  <Frame>
    <ArticleCard {...german} tagsLabel="Schlagwörter" />
  </Frame>
);

export const Narrow = () => <ArticleCard {...german} tagsLabel="Schlagwörter" />;
Narrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <Frame>
    <ArticleCard {...post} tagsLabel="Tags" />
  </Frame>
);
Wide.meta = { width: 'xxlarge' };
