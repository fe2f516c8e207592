import { Container } from '#ds/primitives/Container/Container.tsx';
import { type Feature, FeatureGrid } from './FeatureGrid.tsx';

const svg = (d: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const icons = {
  disk: svg('M4 6h16v12H4zM8 14h.01M12 14h4'),
  network: svg('M12 3v18M3 12h18M5.6 5.6l12.8 12.8'),
  backup: svg('M4 12a8 8 0 1 0 3-6.2M4 4v4h4'),
  code: svg('M8 8l-4 4 4 4M16 8l4 4-4 4'),
  shield: svg('M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z'),
  scale: svg('M4 20V10M10 20V4M16 20v-7M22 20H2'),
};

const english: Feature[] = [
  { id: 'nvme', title: 'NVMe storage', text: 'Fast local NVMe disks on every plan, from 25 GB.', icon: icons.disk },
  { id: 'ipv6', title: 'Free IPv6', text: 'A public IPv4 address and a /64 IPv6 subnet for every server.', icon: icons.network },
  {
    id: 'backups',
    title: 'Automatic backups',
    text: 'Daily snapshots kept for seven days, restored in one click.',
    icon: icons.backup,
  },
  { id: 'api', title: 'API and Terraform', text: 'Automate everything you can click in the control panel.', icon: icons.code },
  { id: 'firewall', title: 'Cloud firewall', text: 'Filter traffic to every server, free of charge.', icon: icons.shield },
  { id: 'scale', title: 'Resize any time', text: 'Add vCPU and RAM in minutes without reinstalling.', icon: icons.scale },
];

const german: Feature[] = [
  {
    id: 'k8s',
    title: 'Vollständig verwaltete Kubernetes-Cluster mit automatischer Skalierung',
    text: 'Wir betreiben die Steuerungsebene und fügen bei Lastspitzen automatisch Arbeitsknoten hinzu.',
    icon: icons.scale,
  },
  {
    id: 'db',
    title: 'Datenbankverwaltungssysteme',
    text: 'PostgreSQL, MySQL und Redis mit automatischen Datensicherungen, Ausfallsicherung und Überwachung rund um die Uhr.',
    icon: icons.disk,
  },
  {
    id: 'fw',
    title: 'Netzwerksicherheitsrichtlinien',
    text: 'Regeln für eingehenden und ausgehenden Datenverkehr aller Server – kostenlos.',
    icon: icons.shield,
  },
];

export const Default = () => (
  <Container>
    <FeatureGrid
      heading="Everything a server needs, included"
      lead="No add-ons to buy: these come with every plan."
      features={english}
    />
  </Container>
);

export const WithoutIcons = () => (
  <Container>
    <FeatureGrid heading="Included with every plan" features={english.map(({ icon: _icon, ...feature }) => feature)} />
  </Container>
);

export const TwoColumns = () => (
  <Container>
    <FeatureGrid heading="Why managed databases" features={english.slice(0, 4)} columns={2} />
  </Container>
);

export const Columns = ({ columns }: { columns: 2 | 3 }) => (
  <Container>
    <FeatureGrid heading="Included with every plan" features={english} columns={columns} />
  </Container>
);
Columns.args = { columns: 3 };
Columns.argTypes = { columns: { options: [2, 3], control: { type: 'radio' } } };

export const LongGerman = () => (
  <Container>
    <FeatureGrid
      heading="Warum Unternehmen unsere Cloud-Infrastruktur wählen"
      lead="Alles, was Ihre Anwendungen brauchen, in Rechenzentren in New York, Amsterdam und Frankfurt."
      features={german}
    />
  </Container>
);

export const LongGermanNarrow = () => (
  <Container>
    <FeatureGrid heading="Warum Unternehmen unsere Cloud-Infrastruktur wählen" features={german} />
  </Container>
);
LongGermanNarrow.meta = { width: 'xsmall' };

export const Tablet = () => (
  <Container>
    <FeatureGrid heading="Everything a server needs, included" features={english} />
  </Container>
);
Tablet.meta = { width: 'medium' };

export const Wide = () => (
  <Container>
    <FeatureGrid heading="Everything a server needs, included" features={english} />
  </Container>
);
Wide.meta = { width: 'xxlarge' };
