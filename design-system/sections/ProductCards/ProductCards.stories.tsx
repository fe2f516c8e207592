import { ProductCards } from './ProductCards.tsx';

const english = [
  { id: 'cloud', title: 'Cloud servers', text: 'Linux and Windows VPS with NVMe storage.', price: 'from $4/mo', href: '#cloud' },
  { id: 'database', title: 'Managed databases', text: 'MySQL, PostgreSQL and Redis.', price: 'from $4/mo', href: '#db' },
  { id: 'shield', title: 'Cloud firewall', text: 'Filter traffic to every server.', price: 'Free' },
];

export const Default = () => <ProductCards cards={english} ctaLabel="View Plans" />;

export const LongGerman = () => (
  <ProductCards
    ctaLabel="Tarife ansehen"
    cards={[
      {
        id: 'database',
        title: 'Vollständig verwaltete Managed-Datenbanken',
        text: 'MySQL, PostgreSQL und Redis mit automatischen Backups, Failover und Überwachung rund um die Uhr.',
        price: 'ab $4/Monat',
        href: '#db',
      },
      {
        id: 'backup',
        title: 'Datensicherungen',
        text: 'Geplante Snapshots Ihrer Server in einer anderen Zone.',
        price: 'Kostenlos',
      },
    ]}
  />
);

const catalogue = [
  ...english,
  {
    id: 'kubernetes',
    title: 'Managed Kubernetes',
    text: 'Free control plane, autoscaling node pools.',
    price: 'from $12/mo',
    href: '#k8s',
  },
  {
    id: 's3',
    title: 'S3 object storage',
    text: 'S3-compatible buckets with a flat price per terabyte.',
    price: 'from $5/mo',
    href: '#s3',
  },
];

/** Phones: cards stack in one column and "View Plans" is always shown (no hover on touch). */
export const Narrow = () => <ProductCards cards={catalogue} ctaLabel="View Plans" />;
Narrow.meta = { width: 'xsmall' };

/** 768 px is the widest "mobile" width: "View Plans" is still always shown. */
export const Tablet = () => <ProductCards cards={catalogue} ctaLabel="View Plans" />;
Tablet.meta = { width: 'medium' };

/** Wide screens: "View Plans" appears on hover or keyboard focus. */
export const Wide = () => <ProductCards cards={catalogue} ctaLabel="View Plans" />;
Wide.meta = { width: 'xxlarge' };
