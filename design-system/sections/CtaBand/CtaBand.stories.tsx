import { CtaBand } from './CtaBand.tsx';

const english = {
  heading: 'Deploy your first cloud server in 60 seconds',
  text: 'Start with $100 of free credit for 60 days. No commitment: pay by the hour and delete anytime.',
  primaryAction: { label: 'Create a free account', href: '#signup' },
  secondaryAction: { label: 'Talk to sales', href: '#contact' },
};

const german = {
  heading: 'Starten Sie Ihren ersten Cloud-Server in weniger als einer Minute – mit Rechenzentrumsstandort Frankfurt am Main',
  text: 'Testen Sie Nuvora 60 Tage lang mit 100 € Startguthaben. Keine Mindestvertragslaufzeit, stundengenaue Abrechnung und DSGVO-konformer Auftragsverarbeitungsvertrag inklusive.',
  primaryAction: { label: 'Kostenloses Benutzerkonto registrieren', href: '#signup' },
  secondaryAction: { label: 'Individuelles Beratungsgespräch vereinbaren', href: '#contact' },
};

export const Brand = () => <CtaBand {...english} />;

export const Inverse = () => <CtaBand {...english} tone="inverse" />;

export const Muted = () => <CtaBand {...english} tone="muted" />;

export const Centred = () => <CtaBand {...english} align="center" />;

export const CentredInverse = () => <CtaBand {...english} tone="inverse" align="center" />;

export const PrimaryOnly = () => (
  <CtaBand heading="Need more than 64 vCPUs?" primaryAction={{ label: 'Contact sales', href: '#contact' }} tone="muted" />
);

export const WithoutText = () => (
  <CtaBand
    heading="Ready to migrate from DigitalOcean?"
    primaryAction={{ label: 'Start migration', href: '#migrate' }}
    secondaryAction={{ label: 'Read the migration guide', href: '#guide' }}
  />
);

export const LongGerman = () => <CtaBand {...german} />;

export const LongGermanInverse = () => <CtaBand {...german} tone="inverse" align="center" />;

export const Narrow = () => <CtaBand {...english} />;
Narrow.meta = { width: 'xsmall' };

export const NarrowGerman = () => <CtaBand {...german} />;
NarrowGerman.meta = { width: 'xsmall' };

export const Wide = () => <CtaBand {...english} />;
Wide.meta = { width: 'xxlarge' };

export const WideCentredMuted = () => <CtaBand {...english} tone="muted" align="center" />;
WideCentredMuted.meta = { width: 'xxlarge' };
