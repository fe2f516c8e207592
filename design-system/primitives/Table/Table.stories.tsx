import { Stack } from '#ds/primitives/Layout/Layout.tsx';
import { Table, type TableColumn } from './Table.tsx';

type Plan = { plan: string; cpu: string; ram: string; disk: string; transfer: string; price: string };

const columns: TableColumn<Plan>[] = [
  { key: 'plan', header: 'Plan', rowHeader: true },
  { key: 'cpu', header: 'vCPU', align: 'end' },
  { key: 'ram', header: 'Memory', align: 'end' },
  { key: 'disk', header: 'NVMe disk', align: 'end' },
  { key: 'transfer', header: 'Transfer', align: 'end' },
  { key: 'price', header: 'Price', align: 'end' },
];

const plans: Plan[] = [
  { plan: 'Starter', cpu: '1', ram: '1 GB', disk: '25 GB', transfer: '1 TB', price: '$4/mo' },
  { plan: 'Basic', cpu: '2', ram: '2 GB', disk: '50 GB', transfer: '2 TB', price: '$12/mo' },
  { plan: 'Standard', cpu: '4', ram: '8 GB', disk: '160 GB', transfer: '5 TB', price: '$48/mo' },
  { plan: 'Performance', cpu: '8', ram: '32 GB', disk: '640 GB', transfer: '10 TB', price: '$192/mo' },
];

export const Default = () => <Table caption="Cloud server plans" columns={columns} rows={plans} rowKey="plan" />;

export const HiddenCaption = () => (
  <Stack gap="sm">
    <h2>Pricing</h2>
    <Table caption="Cloud server plans" captionHidden columns={columns} rows={plans} rowKey="plan" />
  </Stack>
);

export const Aligned = () => (
  <Table
    caption="Alignment"
    columns={[
      { key: 'start', header: 'Start' },
      { key: 'center', header: 'Center', align: 'center' },
      { key: 'end', header: 'End', align: 'end' },
    ]}
    rows={[
      { start: 'Text', center: '✓', end: '1,024' },
      { start: 'More text', center: '—', end: '12' },
    ]}
  />
);

export const LongGerman = () => (
  <Table
    caption="Vergleich der Tarife für verwaltete Datenbankcluster"
    columns={[
      { key: 'tarif', header: 'Tarif', rowHeader: true },
      { key: 'beschreibung', header: 'Leistungsbeschreibung' },
      { key: 'sicherung', header: 'Datensicherungsaufbewahrung' },
      { key: 'preis', header: 'Monatlicher Preis', align: 'end' },
    ]}
    rows={[
      {
        tarif: 'Einsteiger',
        beschreibung: 'Einzelner Knoten ohne automatische Ausfallsicherung, geeignet für Entwicklungsumgebungen',
        sicherung: 'Sieben Tage',
        preis: '4 $/Monat',
      },
      {
        tarif: 'Hochverfügbarkeit',
        beschreibung: 'Drei Knoten in getrennten Verfügbarkeitszonen mit automatischer Umschaltung',
        sicherung: 'Dreißig Tage mit Point-in-Time-Wiederherstellung',
        preis: '60 $/Monat',
      },
    ]}
    rowKey="tarif"
  />
);

export const Narrow = () => (
  <Stack gap="lg">
    <Default />
    <LongGerman />
  </Stack>
);
Narrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <Stack gap="lg">
    <Default />
    <LongGerman />
  </Stack>
);
Wide.meta = { width: 'xxlarge' };
