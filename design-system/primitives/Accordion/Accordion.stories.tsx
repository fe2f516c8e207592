import * as Accordion from './Accordion.tsx';

const pad = { padding: '1rem', maxWidth: '48rem' } as const;

const english = [
  { id: 'backup', q: 'Are backups included?', a: 'Daily snapshots are kept for seven days at no extra cost.' },
  { id: 'ipv6', q: 'Do servers get IPv6?', a: 'Every server gets a public IPv4 address and a /64 IPv6 subnet.' },
  { id: 'billing', q: 'How is usage billed?', a: 'By the hour, capped at the monthly price of the plan.' },
];

const german = [
  {
    id: 'k8s',
    q: 'Was sind vollständig verwaltete Kubernetes-Cluster mit automatischer Skalierung?',
    a: 'Wir betreiben die Steuerungsebene, spielen Sicherheitsaktualisierungen ein und fügen bei Lastspitzen automatisch Arbeitsknoten hinzu – Sie zahlen nur für die Knoten.',
  },
  {
    id: 'standort',
    q: 'In welchen Rechenzentren kann ich meine Datenbankinstanzen bereitstellen?',
    a: 'In New York (us-2), Amsterdam (nl-1) und Frankfurt am Main (de-1). Weitere Standorte folgen.',
  },
];

const Items = ({ items, level }: { items: typeof english; level?: Accordion.HeadingLevel }) =>
  items.map((item) => (
    <Accordion.Item key={item.id} value={item.id}>
      <Accordion.Trigger headingLevel={level}>{item.q}</Accordion.Trigger>
      <Accordion.Content>
        <p>{item.a}</p>
      </Accordion.Content>
    </Accordion.Item>
  ));

export const Multiple = () => (
  <div style={pad}>
    <Accordion.Root type="multiple" defaultValue={['backup']}>
      <Items items={english} />
    </Accordion.Root>
  </div>
);

export const Single = () => (
  <div style={pad}>
    <Accordion.Root type="single" collapsible defaultValue="ipv6">
      <Items items={english} />
    </Accordion.Root>
  </div>
);

export const AllClosed = () => (
  <div style={pad}>
    <Accordion.Root type="multiple">
      <Items items={english} />
    </Accordion.Root>
  </div>
);

export const HeadingLevel = ({ level }: { level: Accordion.HeadingLevel }) => (
  <div style={pad}>
    <Accordion.Root type="multiple">
      <Items items={english} level={level} />
    </Accordion.Root>
  </div>
);
HeadingLevel.args = { level: 3 };
HeadingLevel.argTypes = { level: { options: [2, 3, 4, 5, 6], control: { type: 'select' } } };

export const DisabledItem = () => (
  <div style={pad}>
    <Accordion.Root type="multiple">
      <Accordion.Item value="gpu" disabled>
        <Accordion.Trigger>GPU servers (coming soon)</Accordion.Trigger>
        <Accordion.Content>Not available yet.</Accordion.Content>
      </Accordion.Item>
      <Items items={english} />
    </Accordion.Root>
  </div>
);

export const LongGermanNarrow = () => (
  <div style={pad}>
    <Accordion.Root type="multiple" defaultValue={['k8s']}>
      <Items items={german} />
    </Accordion.Root>
  </div>
);
LongGermanNarrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <div style={pad}>
    <Accordion.Root type="multiple" defaultValue={['k8s']}>
      <Items items={german} />
    </Accordion.Root>
  </div>
);
Wide.meta = { width: 'xxlarge' };
