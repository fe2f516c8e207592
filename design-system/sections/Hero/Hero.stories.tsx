import { Button } from '#ds/primitives/Button/Button.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { vars } from '#ds/theme/theme.css.ts';
import { Hero } from './Hero.tsx';

/** A stand-in for product artwork: three server racks. */
const Illustration = ({ label }: { label: string }) => (
  <svg viewBox="0 0 480 360" width="480" height="360" role="img" aria-label={label}>
    <rect width="480" height="360" rx="24" style={{ fill: vars.color.brandSoft }} />
    {[0, 1, 2].map((rack) => (
      <g key={rack} transform={`translate(${60 + rack * 130} 60)`}>
        <rect width="100" height="240" rx="12" style={{ fill: vars.color.surfaceInverse }} />
        {[0, 1, 2, 3, 4].map((unit) => (
          <g key={unit} transform={`translate(12 ${16 + unit * 44})`}>
            <rect width="76" height="32" rx="6" style={{ fill: vars.color.brandStrong }} />
            <circle cx="62" cy="16" r="4" style={{ fill: unit === rack ? vars.color.focus : vars.color.success }} />
          </g>
        ))}
      </g>
    ))}
  </svg>
);

const english = {
  eyebrow: 'Cloud servers',
  heading: 'Cloud servers that scale with your business',
  lead: 'Linux and Windows VPS with NVMe storage, 1 TB of traffic and free IPv6, deployed in under a minute in New York, Amsterdam or Frankfurt.',
  price: 'from $4/mo',
  primaryAction: { label: 'Get started', href: '#signup' },
  secondaryAction: { label: 'View pricing', href: '#pricing' },
};

const german = {
  eyebrow: 'Kubernetes-Plattform',
  heading: 'Vollständig verwaltete Kubernetes-Cluster mit automatischer Skalierung',
  lead: 'Stellen Sie Container-Anwendungen in wenigen Minuten bereit – mit kostenloser Steuerungsebene, automatischen Sicherheitsaktualisierungen, integrierter Lastverteilung und Datenbankverwaltungssystemen.',
  price: 'ab 12 $/Monat pro Arbeitsknoten',
  primaryAction: { label: 'Kubernetes-Cluster jetzt erstellen', href: '#signup' },
  secondaryAction: { label: 'Preisübersicht ansehen', href: '#pricing' },
};

export const Default = () => (
  <Container>
    <Hero {...english} />
  </Container>
);

export const WithMedia = () => (
  <Container>
    <Hero {...english} media={<Illustration label="Three server racks" />} />
  </Container>
);

export const ActionsSlot = () => (
  <Container>
    <Hero
      eyebrow="Managed databases"
      heading="PostgreSQL, MySQL and Redis, fully managed"
      lead="Automatic backups, failover and monitoring around the clock."
      price="from $15/mo"
      actions={<Button variant="secondary">Talk to sales</Button>}
      media={<Illustration label="Database cluster" />}
    />
  </Container>
);

export const PrimaryActionOnly = () => (
  <Container>
    <Hero
      heading="S3-compatible object storage"
      lead="250 GB and 1 TB of outbound traffic included."
      primaryAction={{ label: 'Create a bucket', href: '#s3' }}
    />
  </Container>
);

export const HeadingOnly = () => (
  <Container>
    <Hero heading="Cloud firewall" />
  </Container>
);

export const LongGerman = () => (
  <Container>
    <Hero {...german} media={<Illustration label="Drei Serverschränke" />} />
  </Container>
);

export const LongGermanNarrow = () => (
  <Container>
    <Hero {...german} media={<Illustration label="Drei Serverschränke" />} />
  </Container>
);
LongGermanNarrow.meta = { width: 'xsmall' };

export const Narrow = () => (
  <Container>
    <Hero {...english} media={<Illustration label="Three server racks" />} />
  </Container>
);
Narrow.meta = { width: 'xsmall' };

export const Tablet = () => (
  <Container>
    <Hero {...english} media={<Illustration label="Three server racks" />} />
  </Container>
);
Tablet.meta = { width: 'medium' };

export const Wide = () => (
  <Container>
    <Hero {...english} media={<Illustration label="Three server racks" />} />
  </Container>
);
Wide.meta = { width: 'xxlarge' };
