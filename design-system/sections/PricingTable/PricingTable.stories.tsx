import { useState } from 'react';
import { Container } from '#ds/primitives/Container/Container.tsx';
import {
  type PlanChoice,
  type PricingLocation,
  type PricingPlan,
  PricingTable,
  type PricingTableLabels,
} from './PricingTable.tsx';

const labels: PricingTableLabels = {
  columns: { plan: 'Plan', cpu: 'vCPU', ram: 'RAM', disk: 'Disk', bandwidth: 'Traffic', price: 'Price', action: 'Order' },
  locations: 'Data centre location',
  period: 'Billing period',
  monthly: 'Monthly',
  hourly: 'Hourly',
  perMonth: '/mo',
  perHour: '/hr',
};

type Spec = [name: string, cpu: number, ram: number, disk: number, traffic: number, monthly: number];

const specs: Spec[] = [
  ['Start', 1, 1, 25, 1, 4],
  ['Basic', 1, 2, 50, 2, 6],
  ['Standard', 2, 4, 80, 4, 12],
  ['Pro', 4, 8, 160, 5, 24],
  ['Business', 8, 16, 320, 6, 48],
];

const money = (value: number, digits: number) => `$${value.toFixed(digits)}`;

const plansFor = (location: string, markup: number, ctaLabel = 'Deploy'): PricingPlan[] =>
  specs.map(([name, cpu, ram, disk, traffic, monthly]) => {
    const price = monthly * markup;
    return {
      id: `${location}-${name.toLowerCase()}`,
      name,
      cpu: `${cpu} vCPU`,
      ram: `${ram} GB`,
      disk: `${disk} GB NVMe`,
      bandwidth: `${traffic} TB`,
      price: { monthly: money(price, price % 1 ? 2 : 0), hourly: money(price / 672, 3) },
      ...(name === 'Standard' ? { badge: 'Most popular' } : {}),
      action: { label: ctaLabel, href: `#signup?plan=${name.toLowerCase()}&location=${location}` },
    };
  });

const locations: PricingLocation[] = [
  { id: 'us-2', label: 'New York (us-2)', plans: plansFor('us-2', 1) },
  { id: 'nl-1', label: 'Amsterdam (nl-1)', plans: plansFor('nl-1', 1.25) },
  { id: 'de-1', label: 'Frankfurt (de-1)', plans: plansFor('de-1', 1.25).slice(0, 3) },
];

const common = {
  heading: 'Cloud server pricing',
  lead: 'Billed by the hour, capped at the monthly price. 1 TB of traffic and IPv6 included.',
  labels,
  emptyText: 'No plans are available in this location yet. Choose another location or contact sales.',
};

export const Default = () => (
  <Container>
    <PricingTable {...common} locations={locations} />
  </Container>
);

export const Hourly = () => (
  <Container>
    <PricingTable {...common} locations={locations} defaultPeriod="hourly" defaultLocation="nl-1" />
  </Container>
);

export const WithSelectButtons = () => {
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const withButtons = locations.map((l) => ({
    ...l,
    plans: l.plans.map((p) => ({ ...p, action: { label: 'Choose', onSelect: setChoice } })),
  }));
  return (
    <Container>
      <PricingTable {...common} locations={withButtons} />
      <output>
        {choice ? `Chosen: ${choice.planId} in ${choice.locationId}, billed ${choice.period}` : 'Nothing chosen yet.'}
      </output>
    </Container>
  );
};

export const EmptyLocation = () => (
  <Container>
    <PricingTable
      {...common}
      locations={[...locations.slice(0, 2), { id: 'sg-1', label: 'Singapore (sg-1)', plans: [] }]}
      defaultLocation="sg-1"
    />
  </Container>
);

export const NoLocations = () => (
  <Container>
    <PricingTable {...common} locations={[]} />
  </Container>
);

export const ErrorState = () => (
  <Container>
    <PricingTable
      {...common}
      locations={[]}
      error={{ title: 'Something went wrong while loading the pricing.', text: 'Hang tight — we’re fixing it right now.' }}
    />
  </Container>
);

export const States = ({ state }: { state: 'plans' | 'empty' | 'error' }) => (
  <Container>
    <PricingTable
      {...common}
      locations={state === 'plans' ? locations : []}
      error={
        state === 'error'
          ? { title: 'Something went wrong while loading the pricing.', text: 'Hang tight — we’re fixing it right now.' }
          : undefined
      }
    />
  </Container>
);
States.args = { state: 'plans' };
States.argTypes = { state: { options: ['plans', 'empty', 'error'], control: { type: 'radio' } } };

const germanLabels: PricingTableLabels = {
  columns: {
    plan: 'Tarif',
    cpu: 'vCPU',
    ram: 'Arbeitsspeicher',
    disk: 'Festplattenspeicher',
    bandwidth: 'Datenübertragungsvolumen',
    price: 'Preis',
    action: 'Bestellen',
  },
  locations: 'Rechenzentrumsstandort',
  period: 'Abrechnungszeitraum',
  monthly: 'Monatlich',
  hourly: 'Stündlich',
  perMonth: '/Monat',
  perHour: '/Stunde',
};

const germanLocations: PricingLocation[] = [
  { id: 'de-1', label: 'Frankfurt am Main (de-1)', plans: plansFor('de-1', 1.25, 'Jetzt bereitstellen') },
  { id: 'nl-1', label: 'Amsterdam (nl-1)', plans: plansFor('nl-1', 1.25, 'Jetzt bereitstellen') },
  { id: 'us-2', label: 'New York (us-2)', plans: plansFor('us-2', 1, 'Jetzt bereitstellen') },
].map((l) => ({
  ...l,
  plans: l.plans.map((p) => (p.badge ? { ...p, badge: 'Am häufigsten gewählt' } : p)),
}));

const German = () => (
  <Container>
    <PricingTable
      heading="Preise für vollständig verwaltete Kubernetes-Arbeitsknoten mit automatischer Skalierung"
      lead="Stundengenaue Abrechnung, höchstens der Monatspreis. Datenübertragung und IPv6 inklusive."
      labels={germanLabels}
      emptyText="An diesem Standort sind noch keine Tarife verfügbar."
      locations={germanLocations}
    />
  </Container>
);

export const LongGerman = () => <German />;

export const LongGermanNarrow = () => <German />;
LongGermanNarrow.meta = { width: 'xsmall' };

export const Narrow = () => <Default />;
Narrow.meta = { width: 'xsmall' };

export const Tablet = () => <Default />;
Tablet.meta = { width: 'medium' };

export const Laptop = () => <Default />;
Laptop.meta = { width: 'large' };

export const Wide = () => <Default />;
Wide.meta = { width: 'xxlarge' };
