import { useState } from 'react';
import { SearchBox, type SearchSuggestion } from './SearchBox.tsx';
import { SearchField } from './SearchField.tsx';

const pages: SearchSuggestion[] = [
  { id: 'k8s', href: '#kubernetes', label: 'Managed Kubernetes', detail: 'Clusters with a free control plane.', kind: 'Docs' },
  {
    id: 'k8s-create',
    href: '#create',
    label: 'Create a Kubernetes Cluster',
    detail: 'Pick a version, node pool and region.',
    kind: 'Docs',
  },
  {
    id: 'helm',
    href: '#helm',
    label: 'Deploy an app to Kubernetes with Helm',
    detail: 'Charts, values and upgrades.',
    kind: 'Tutorial',
  },
  { id: 'k8s-134', href: '#news', label: 'Kubernetes 1.34 is available', kind: 'Blog' },
];

const common = {
  label: 'Search the site',
  placeholder: 'Search docs, tutorials and apps',
  submitLabel: 'Search',
  listLabel: 'Suggestions',
  action: '#search',
  onSelect: () => {},
};

/** Type to filter: suggestions whose label contains the text. */
export const Default = () => {
  const [query, setQuery] = useState('');
  const shown = query.trim() ? pages.filter((page) => page.label.toLowerCase().includes(query.trim().toLowerCase())) : [];
  return (
    <SearchBox
      {...common}
      suggestions={shown}
      status={query.trim() ? `${shown.length} suggestions` : ''}
      onQueryChange={setQuery}
    />
  );
};

/** Filled in from the URL, as on the results page. */
export const WithValue = () => <SearchBox {...common} defaultValue="kubernetes" suggestions={pages} />;

export const LongGerman = () => (
  <SearchBox
    {...common}
    label="Website durchsuchen"
    placeholder="Dokumentation, Anleitungen und Apps durchsuchen"
    submitLabel="Suchen"
    listLabel="Vorschläge"
    defaultValue="Datenbank"
    suggestions={[
      {
        id: 'db',
        href: '#db',
        label: 'Verwaltete Datenbanken mit automatischen Sicherungen und Hochverfügbarkeitskonfiguration',
        detail: 'PostgreSQL, MySQL und Redis mit täglichen Sicherungen und Point-in-Time-Wiederherstellung.',
        kind: 'Dokumentation',
      },
    ]}
  />
);

export const Narrow = () => <Default />;
Narrow.meta = { width: 'xsmall' };

export const Wide = () => <Default />;
Wide.meta = { width: 'xxlarge' };

/** The server-safe part alone: a plain GET search form. */
export const FieldOnly = () => (
  <SearchField label="Search the site" placeholder="Search docs, tutorials, apps" submitLabel="Search" action="#search" />
);
