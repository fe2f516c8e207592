import type { ComponentProps } from 'react';
import { sprinkles } from '#ds/theme/sprinkles.css.ts';
import { DocsNav, type DocsNavItem } from './DocsNav.tsx';

/** The tree as the docs layout shows it: a sidebar column (full width on phones). */
const Sidebar = (props: ComponentProps<typeof DocsNav>) => (
  <div className={sprinkles({ display: 'grid', gridTemplateColumns: { xs: 1, md: 3, xl: 4 } })}>
    <DocsNav {...props} />
  </div>
);

const tree: DocsNavItem[] = [
  {
    title: 'Getting started',
    href: '#/docs/getting-started/',
    children: [
      { title: 'Create an account', href: '#/docs/getting-started/account/' },
      { title: 'Add an SSH key', href: '#/docs/getting-started/ssh-keys/' },
      { title: 'Billing and credits', href: '#/docs/getting-started/billing/' },
    ],
  },
  {
    title: 'Cloud servers',
    href: '#/docs/cloud-servers/',
    children: [
      {
        title: 'Create a server',
        href: '#/docs/cloud-servers/create/',
        children: [
          { title: 'From the control panel', href: '#/docs/cloud-servers/create/control-panel/' },
          { title: 'With the API', href: '#/docs/cloud-servers/create/api/' },
          {
            title: 'With Terraform',
            href: '#/docs/cloud-servers/create/terraform/',
            // Level 4: not shown in the tree.
            children: [{ title: 'Provider reference', href: '#/docs/cloud-servers/create/terraform/reference/' }],
          },
        ],
      },
      {
        title: 'Networking',
        href: '#/docs/cloud-servers/networking/',
        children: [
          { title: 'Floating IPs', href: '#/docs/cloud-servers/networking/floating-ips/' },
          { title: 'Private networks (VPC)', href: '#/docs/cloud-servers/networking/vpc/' },
          { title: 'Cloud firewall', href: '#/docs/cloud-servers/networking/firewall/' },
        ],
      },
      { title: 'Snapshots and backups', href: '#/docs/cloud-servers/backups/' },
    ],
  },
  {
    title: 'Managed databases',
    href: '#/docs/databases/',
    children: [
      {
        title: 'PostgreSQL',
        href: '#/docs/databases/postgresql/',
        children: [
          { title: 'Connection pooling', href: '#/docs/databases/postgresql/pooling/' },
          { title: 'Point-in-time recovery', href: '#/docs/databases/postgresql/pitr/' },
        ],
      },
      { title: 'MySQL', href: '#/docs/databases/mysql/' },
      { title: 'Redis', href: '#/docs/databases/redis/' },
    ],
  },
  {
    title: 'Kubernetes',
    href: '#/docs/kubernetes/',
    children: [
      { title: 'Create a cluster', href: '#/docs/kubernetes/create/' },
      { title: 'Node pools and autoscaling', href: '#/docs/kubernetes/autoscaling/' },
      { title: 'Load balancers', href: '#/docs/kubernetes/load-balancers/' },
    ],
  },
  { title: 'S3 object storage', href: '#/docs/s3/' },
  { title: 'API reference', href: '#/docs/api/' },
];

export const CurrentAtLevelThree = () => (
  <Sidebar
    items={tree}
    currentHref="#/docs/cloud-servers/networking/vpc/"
    aria-label="Documentation"
    toggleLabel={(title) => `Subpages: ${title}`}
  />
);

export const CurrentAtLevelOne = () => (
  <Sidebar
    items={tree}
    currentHref="#/docs/kubernetes/"
    aria-label="Documentation"
    toggleLabel={(title) => `Subpages: ${title}`}
  />
);

export const CurrentLeafAtTopLevel = () => (
  <Sidebar items={tree} currentHref="#/docs/s3/" aria-label="Documentation" toggleLabel={(title) => `Subpages: ${title}`} />
);

export const AllCollapsed = () => (
  <Sidebar items={tree} currentHref="#/not-in-docs/" aria-label="Documentation" toggleLabel={(title) => `Subpages: ${title}`} />
);

export const DeeperThanThreeLevels = () => (
  <Sidebar
    items={tree}
    currentHref="#/docs/cloud-servers/create/terraform/"
    aria-label="Documentation"
    toggleLabel={(title) => `Subpages: ${title}`}
  />
);

const german: DocsNavItem[] = [
  {
    title: 'Erste Schritte mit der Nuvora-Cloud-Plattform',
    href: '#/de/docs/erste-schritte/',
    children: [
      {
        title: 'Benutzerkonto registrieren und Zwei-Faktor-Authentifizierung einrichten',
        href: '#/de/docs/erste-schritte/konto/',
      },
      { title: 'Zahlungsmethoden, Rechnungsstellung und Startguthaben', href: '#/de/docs/erste-schritte/abrechnung/' },
    ],
  },
  {
    title: 'Managed-Datenbanken',
    href: '#/de/docs/datenbanken/',
    children: [
      {
        title: 'PostgreSQL-Datenbankcluster',
        href: '#/de/docs/datenbanken/postgresql/',
        children: [
          { title: 'Verbindungspoolverwaltung mit PgBouncer', href: '#/de/docs/datenbanken/postgresql/pooling/' },
          { title: 'Zeitpunktgenaue Wiederherstellung (Point-in-Time-Recovery)', href: '#/de/docs/datenbanken/postgresql/pitr/' },
        ],
      },
      { title: 'Hochverfügbarkeitskonfigurationen', href: '#/de/docs/datenbanken/hochverfuegbarkeit/' },
    ],
  },
  { title: 'Datenschutz und Auftragsverarbeitungsvertrag', href: '#/de/docs/datenschutz/' },
];

export const LongGerman = () => (
  <Sidebar
    items={german}
    currentHref="#/de/docs/datenbanken/postgresql/pitr/"
    aria-label="Dokumentation"
    toggleLabel={(title) => `Unterseiten: ${title}`}
  />
);

export const Narrow = () => (
  <Sidebar
    items={german}
    currentHref="#/de/docs/datenbanken/postgresql/pitr/"
    aria-label="Dokumentation"
    toggleLabel={(title) => `Unterseiten: ${title}`}
  />
);
Narrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <Sidebar
    items={tree}
    currentHref="#/docs/databases/postgresql/pitr/"
    aria-label="Documentation"
    toggleLabel={(title) => `Subpages: ${title}`}
  />
);
Wide.meta = { width: 'xxlarge' };
