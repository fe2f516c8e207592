import { Stack } from '#ds/primitives/Layout/Layout.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const trail = [{ label: 'Home', href: '/' }, { label: 'Products', href: '/products/' }, { label: 'Cloud servers' }];

export const Default = () => <Breadcrumbs label="Breadcrumb" items={trail} />;

export const CurrentPageLinked = () => (
  <Breadcrumbs
    label="Breadcrumb"
    items={[
      { label: 'Home', href: '/' },
      { label: 'Tutorials', href: '/tutorials/' },
      { label: 'Install Docker on Ubuntu', href: '/tutorials/install-docker/' },
    ]}
  />
);

export const SectionWithoutPage = () => (
  <Breadcrumbs label="Breadcrumb" items={[{ label: 'Home', href: '/' }, { label: 'Network' }, { label: 'Load balancers' }]} />
);

export const SingleItem = () => <Breadcrumbs label="Breadcrumb" items={[{ label: 'Home' }]} />;

const german = [
  { label: 'Startseite', href: '/de/' },
  { label: 'Anleitungen', href: '/de/tutorials/' },
  { label: 'Datenbankverwaltung', href: '/de/tutorials/datenbanken/' },
  { label: 'Einrichtung eines hochverfügbaren PostgreSQL-Clusters mit automatischer Ausfallsicherung' },
];

export const LongGerman = () => <Breadcrumbs label="Brotkrümelnavigation" items={german} />;

export const Narrow = () => (
  <Stack gap="md">
    <Default />
    <LongGerman />
  </Stack>
);
Narrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <Stack gap="md">
    <Default />
    <LongGerman />
  </Stack>
);
Wide.meta = { width: 'xxlarge' };
