import { Container } from '#ds/primitives/Container/Container.tsx';
import { type ComparisonRow, ComparisonTable } from './ComparisonTable.tsx';

const english: ComparisonRow[] = [
  { id: 'price', feature: 'Price, 2 vCPU / 4 GB RAM', ours: '$12/mo', theirs: '$24/mo' },
  { id: 'disk', feature: 'Storage', ours: '80 GB NVMe', theirs: '80 GB SSD' },
  { id: 'traffic', feature: 'Included traffic', ours: '4 TB', theirs: '1 TB' },
  { id: 'ipv6', feature: 'Free IPv6 subnet', ours: true, theirs: false },
  { id: 'backups', feature: 'Daily backups included', ours: true, theirs: false },
  { id: 'api', feature: 'API and Terraform provider', ours: true, theirs: true },
  { id: 'billing', feature: 'Hourly billing', ours: true, theirs: true },
];

const german: ComparisonRow[] = [
  { id: 'preis', feature: 'Monatlicher Preis für 2 vCPU und 4 GB Arbeitsspeicher', ours: '12 $/Monat', theirs: '24 $/Monat' },
  {
    id: 'skalierung',
    feature: 'Vollständig verwaltete Kubernetes-Cluster mit automatischer Skalierung',
    ours: true,
    theirs: false,
  },
  { id: 'sla', feature: 'Verfügbarkeitsgarantie der Steuerungsebene', ours: '99,95 %', theirs: 'Keine Garantie' },
  { id: 'sicherung', feature: 'Tägliche Datensicherungen', ours: true, theirs: true },
];

const source = (
  <>
    Source: <a href="#provider-x">Provider X public pricing page</a>, prices without VAT.
  </>
);

export const Default = () => (
  <Container>
    <ComparisonTable
      caption="Cloud servers compared with Provider X"
      columns={{ feature: 'Feature', ours: 'Our cloud', theirs: 'Provider X' }}
      rows={english}
      yesLabel="Included"
      noLabel="Not included"
      source={source}
      date="Prices checked on 2 June 2025"
      dateTime="2025-06-02"
    />
  </Container>
);

export const TextOnly = () => (
  <Container>
    <ComparisonTable
      caption="Managed PostgreSQL compared with Provider Y"
      columns={{ feature: 'Feature', ours: 'Our cloud', theirs: 'Provider Y' }}
      rows={english.filter((row) => typeof row.ours === 'string')}
      yesLabel="Yes"
      noLabel="No"
    />
  </Container>
);

export const WithoutNotes = () => (
  <Container>
    <ComparisonTable
      caption="Included with every plan"
      columns={{ feature: 'Feature', ours: 'Our cloud', theirs: 'Provider X' }}
      rows={english.filter((row) => typeof row.ours === 'boolean')}
      yesLabel="Included"
      noLabel="Not included"
    />
  </Container>
);

export const LongGerman = () => (
  <Container>
    <ComparisonTable
      caption="Vollständig verwaltete Kubernetes-Cluster im Vergleich mit Anbieter X"
      columns={{ feature: 'Leistungsmerkmal', ours: 'Unsere Cloud', theirs: 'Anbieter X' }}
      rows={german}
      yesLabel="Enthalten"
      noLabel="Nicht enthalten"
      source="Quelle: öffentliche Preisliste von Anbieter X, Preise ohne Mehrwertsteuer."
      date="Stand: 2. Juni 2025"
      dateTime="2025-06-02"
    />
  </Container>
);

export const LongGermanNarrow = () => <LongGerman />;
LongGermanNarrow.meta = { width: 'xsmall' };

export const Narrow = () => <Default />;
Narrow.meta = { width: 'xsmall' };

export const Wide = () => <Default />;
Wide.meta = { width: 'xxlarge' };
