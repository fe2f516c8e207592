import * as Tabs from './Tabs.tsx';

const pad = { padding: '1rem' } as const;

const locations = [
  { id: 'us-2', label: 'New York (us-2)', text: 'Cloud servers in New York from $4/mo, 1 TB traffic included.' },
  { id: 'nl-1', label: 'Amsterdam (nl-1)', text: 'Cloud servers in Amsterdam from $4/mo, 1 TB traffic included.' },
  { id: 'de-1', label: 'Frankfurt (de-1)', text: 'Cloud servers in Frankfurt from $4/mo, 1 TB traffic included.' },
];

const Example = ({ variant, items = locations }: { variant: Tabs.TabsVariant; items?: typeof locations }) => (
  <div style={pad}>
    <Tabs.Root defaultValue={items[0]?.id}>
      <Tabs.List aria-label="Data centre location" variant={variant}>
        {items.map((l) => (
          <Tabs.Trigger key={l.id} value={l.id}>
            {l.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((l) => (
        <Tabs.Content key={l.id} value={l.id}>
          <p>{l.text}</p>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  </div>
);

export const Underline = () => <Example variant="underline" />;
export const Pill = () => <Example variant="pill" />;

export const Variants = ({ variant }: { variant: Tabs.TabsVariant }) => <Example variant={variant} />;
Variants.args = { variant: 'underline' };
Variants.argTypes = { variant: { options: ['underline', 'pill'], control: { type: 'radio' } } };

export const WithDisabledTab = () => (
  <div style={pad}>
    <Tabs.Root defaultValue="servers">
      <Tabs.List aria-label="Products">
        <Tabs.Trigger value="servers">Cloud servers</Tabs.Trigger>
        <Tabs.Trigger value="gpu" disabled>
          GPU servers (soon)
        </Tabs.Trigger>
        <Tabs.Trigger value="k8s">Kubernetes</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="servers">Linux and Windows VPS with NVMe storage.</Tabs.Content>
      <Tabs.Content value="gpu">GPU servers.</Tabs.Content>
      <Tabs.Content value="k8s">Managed Kubernetes with a free control plane.</Tabs.Content>
    </Tabs.Root>
  </div>
);

const german = [
  {
    id: 'k8s',
    label: 'Kubernetes-Cluster',
    text: 'Vollständig verwaltete Kubernetes-Cluster mit automatischer Skalierung und kostenloser Steuerungsebene.',
  },
  { id: 'db', label: 'Verwaltete Datenbanken', text: 'MySQL, PostgreSQL und Redis mit automatischen Datensicherungen.' },
  { id: 's3', label: 'S3-kompatibler Objektspeicher', text: 'Objektspeicher mit S3-Schnittstelle, abgerechnet nach Verbrauch.' },
  { id: 'fw', label: 'Cloud-Firewall', text: 'Regeln für eingehenden und ausgehenden Verkehr aller Server.' },
];

export const LongGermanNarrowUnderline = () => <Example variant="underline" items={german} />;
LongGermanNarrowUnderline.meta = { width: 'xsmall' };

export const LongGermanNarrowPill = () => <Example variant="pill" items={german} />;
LongGermanNarrowPill.meta = { width: 'xsmall' };

export const Wide = () => <Example variant="underline" items={german} />;
Wide.meta = { width: 'xxlarge' };
