import { useState } from 'react';
import { Badge, type BadgeSize, type BadgeTone, Tag } from './Badge.tsx';

const tones: BadgeTone[] = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'];
const row = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', padding: '1rem' } as const;

export const Tones = ({ size }: { size: BadgeSize }) => (
  <div style={row}>
    <Badge tone="neutral" size={size}>
      Beta
    </Badge>
    <Badge tone="brand" size={size}>
      from $4/mo
    </Badge>
    <Badge tone="success" size={size}>
      Operational
    </Badge>
    <Badge tone="warning" size={size}>
      Degraded performance
    </Badge>
    <Badge tone="danger" size={size}>
      Outage
    </Badge>
    <Badge tone="info" size={size}>
      New
    </Badge>
  </div>
);
Tones.args = { size: 'sm' };
Tones.argTypes = { size: { options: ['sm', 'md'], control: { type: 'radio' } } };

export const Sizes = () => (
  <div style={row}>
    {tones.map((tone) => (
      <Badge key={tone} tone={tone} size="md">
        {tone}
      </Badge>
    ))}
  </div>
);

export const LongGerman = () => (
  <div style={row}>
    <Badge tone="brand" size="md">
      ab 4 $/Monat
    </Badge>
    <Badge tone="warning">Eingeschränkte Verfügbarkeit im Rechenzentrum</Badge>
    <Badge tone="success">Vollständig verwaltet</Badge>
  </div>
);
LongGerman.meta = { width: 'xsmall' };

export const Tags = () => (
  <div style={row}>
    <Tag>Linux</Tag>
    <Tag href="#kubernetes">Kubernetes</Tag>
    <Tag href="#databases" current tone="brand">
      Managed databases
    </Tag>
    <Tag href="#s3" tone="info">
      S3 object storage
    </Tag>
  </div>
);

export const RemovableTags = () => {
  const [filters, setFilters] = useState(['New York (us-2)', 'Amsterdam (nl-1)', 'Frankfurt (de-1)', 'NVMe']);
  return (
    <div style={row}>
      {filters.map((filter) => (
        <Tag
          key={filter}
          tone="brand"
          size="md"
          onRemove={() => setFilters((all) => all.filter((f) => f !== filter))}
          removeLabel={`Remove filter ${filter}`}
        >
          {filter}
        </Tag>
      ))}
      {filters.length === 0 ? <span>All filters removed.</span> : null}
    </div>
  );
};

export const TagsLongGermanNarrow = () => (
  <div style={row}>
    <Tag href="#k8s">Vollständig verwaltete Kubernetes-Cluster mit automatischer Skalierung</Tag>
    <Tag onRemove={() => {}} removeLabel="Filter Rechenzentrumsstandort entfernen">
      Rechenzentrumsstandort Frankfurt am Main (de-1)
    </Tag>
  </div>
);
TagsLongGermanNarrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <div style={row}>
    {tones.map((tone) => (
      <Tag key={tone} tone={tone} href={`#${tone}`}>
        {tone}
      </Tag>
    ))}
  </div>
);
Wide.meta = { width: 'xxlarge' };
