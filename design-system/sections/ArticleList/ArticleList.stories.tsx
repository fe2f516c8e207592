import { palette } from '#ds/theme/tokens.ts';
import { ArticleList, type ArticleListItem } from './ArticleList.tsx';

const cover = (background: string, accent: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="${background}"/><circle cx="320" cy="180" r="90" fill="${accent}" opacity="0.9"/><rect x="250" y="165" width="140" height="30" rx="6" fill="${palette.surface}"/></svg>`,
  )}`;

const posts: ArticleListItem[] = [
  {
    id: 'pg-ha',
    title: 'Set up a highly available PostgreSQL cluster with automatic failover',
    href: '#pg-ha',
    excerpt: 'Replicas in three zones, a floating IP and health checks: the setup we run for customers, step by step.',
    date: '12 March 2025',
    dateTime: '2025-03-12',
    author: 'Anna Weber',
    readingTime: '9 min read',
    tags: [
      { label: 'PostgreSQL', href: '#tag-postgresql' },
      { label: 'High availability', href: '#tag-ha' },
    ],
    image: { src: cover(palette.brand, palette.brandStrong), width: 640, height: 360, alt: '' },
  },
  {
    id: 'k8s-autoscaling',
    title: 'Kubernetes cluster autoscaling without surprises on your bill',
    href: '#k8s-autoscaling',
    excerpt: 'Node pool limits, pod disruption budgets and the three metrics worth alerting on.',
    date: '27 February 2025',
    dateTime: '2025-02-27',
    author: 'Tomás Ortega',
    readingTime: '7 min read',
    tags: [{ label: 'Kubernetes', href: '#tag-kubernetes' }],
    image: { src: cover(palette.info, palette.success), width: 640, height: 360, alt: '' },
  },
  {
    id: 's3-backups',
    title: 'Back up your servers to S3 object storage with restic',
    href: '#s3-backups',
    excerpt: 'Encrypted, deduplicated nightly backups to an S3 bucket for a few cents per gigabyte.',
    date: '3 February 2025',
    dateTime: '2025-02-03',
    author: 'Priya Natarajan',
    readingTime: '5 min read',
    tags: [
      { label: 'S3', href: '#tag-s3' },
      { label: 'Backups', href: '#tag-backups' },
    ],
    image: { src: cover(palette.brandStrong, palette.warning), width: 640, height: 360, alt: '' },
  },
];

const germanPosts: ArticleListItem[] = [
  {
    id: 'pg-ha',
    title: 'Hochverfügbare PostgreSQL-Datenbankcluster mit automatischem Failover einrichten',
    href: '#pg-ha',
    excerpt:
      'Replikate in drei Verfügbarkeitszonen, eine Floating-IP und Zustandsprüfungen: die Konfiguration, die wir für Unternehmenskundinnen und -kunden betreiben, Schritt für Schritt erklärt.',
    date: '12. März 2025',
    dateTime: '2025-03-12',
    author: 'Dr. Johanna Schwarzenberger-Müllerschön',
    readingTime: '9 Minuten Lesezeit',
    tags: [
      { label: 'Datenbankverwaltung', href: '#tag-db' },
      { label: 'Hochverfügbarkeit', href: '#tag-ha' },
    ],
    image: { src: cover(palette.brand, palette.brandStrong), width: 640, height: 360, alt: '' },
  },
  {
    id: 'dsgvo',
    title: 'Auftragsverarbeitungsvertrag, Rechenzentrumsstandort und Verschlüsselung: DSGVO-Checkliste für Cloud-Projekte',
    href: '#dsgvo',
    excerpt: 'Welche Nachweise Datenschutzbeauftragte vor der Inbetriebnahme verlangen und wo Sie sie im Control Panel finden.',
    date: '27. Februar 2025',
    dateTime: '2025-02-27',
    author: 'Katrin Weißenborn',
    readingTime: '12 Minuten Lesezeit',
    tags: [{ label: 'Datenschutz und Compliance', href: '#tag-dsgvo' }],
  },
];

const more = { href: '#blog', label: 'All posts' };

export const Default = () => (
  <ArticleList heading="From the blog" articles={posts} emptyText="No posts yet." moreLink={more} tagsLabel="Tags" />
);

export const WithoutImages = () => (
  <ArticleList
    heading="Latest tutorials"
    articles={posts.map(({ image: _image, ...post }) => post)}
    emptyText="No tutorials yet."
    tagsLabel="Tags"
  />
);

export const SingleArticle = () => (
  <ArticleList heading="Related posts" articles={posts.slice(0, 1)} emptyText="No related posts." />
);

export const Empty = () => (
  <ArticleList heading="Posts tagged “Terraform”" articles={[]} emptyText="No posts with this tag yet." moreLink={more} />
);

export const AsSubsection = () => (
  <ArticleList heading="Further reading" headingLevel={3} articles={posts.slice(0, 2)} emptyText="Nothing to read yet." />
);

export const LongGerman = () => (
  <ArticleList
    heading="Neueste Beiträge aus dem Nuvora-Entwicklungsblog"
    articles={germanPosts}
    emptyText="Noch keine Beiträge vorhanden."
    moreLink={{ href: '#blog', label: 'Alle Blogbeiträge anzeigen' }}
    tagsLabel="Schlagwörter"
  />
);

export const EmptyGerman = () => (
  <ArticleList
    heading="Beiträge mit dem Schlagwort „Infrastruktur als Code“"
    articles={[]}
    emptyText="Zu diesem Schlagwort gibt es noch keine Beiträge. Schauen Sie bald wieder vorbei oder stöbern Sie in allen Beiträgen."
    moreLink={{ href: '#blog', label: 'Alle Blogbeiträge anzeigen' }}
  />
);

export const Narrow = () => (
  <ArticleList heading="From the blog" articles={posts} emptyText="No posts yet." moreLink={more} tagsLabel="Tags" />
);
Narrow.meta = { width: 'xsmall' };

export const NarrowGerman = () => (
  <ArticleList
    heading="Neueste Beiträge aus dem Nuvora-Entwicklungsblog"
    articles={germanPosts}
    emptyText="Noch keine Beiträge vorhanden."
    moreLink={{ href: '#blog', label: 'Alle Blogbeiträge anzeigen' }}
    tagsLabel="Schlagwörter"
  />
);
NarrowGerman.meta = { width: 'xsmall' };

export const Wide = () => (
  <ArticleList heading="From the blog" articles={posts} emptyText="No posts yet." moreLink={more} tagsLabel="Tags" />
);
Wide.meta = { width: 'xxlarge' };
