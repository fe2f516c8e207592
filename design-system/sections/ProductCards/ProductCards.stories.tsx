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
