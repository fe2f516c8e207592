import { palette } from '#ds/theme/tokens.ts';
import { SuccessStory, type Testimonial, Testimonials } from './Testimonials.tsx';

/** A round monogram portrait as an inline SVG, so stories load nothing from the network. */
const portrait = (initials: string, background: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${background}"/><text x="48" y="58" font-family="Arial, sans-serif" font-size="32" font-weight="700" fill="${palette.surface}" text-anchor="middle">${initials}</text></svg>`,
  )}`;

const logo = (name: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect x="0" y="8" width="24" height="24" rx="6" fill="${palette.brand}"/><text x="34" y="27" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="${palette.ink}">${name}</text></svg>`,
  )}`;

const english: Testimonial[] = [
  {
    id: 'lena',
    quote:
      'We moved 40 services from bare metal to managed Kubernetes in a weekend. Autoscaling took our Black Friday peak without a single page.',
    name: 'Lena Hoffmann',
    role: 'Head of Platform',
    company: 'Nordlicht Media',
    avatar: { src: portrait('LH', palette.brand), width: 96, height: 96, alt: '' },
  },
  {
    id: 'marco',
    quote: 'Point-in-time recovery on the managed PostgreSQL saved us the day a migration dropped the wrong column.',
    name: 'Marco Rossi',
    role: 'CTO',
    company: 'Fattura Facile',
    avatar: { src: portrait('MR', palette.brandStrong), width: 96, height: 96, alt: '' },
  },
  {
    id: 'aisha',
    quote: 'S3-compatible storage at a flat price per terabyte. Our backups cost a third of what they did.',
    name: 'Aisha Okafor',
    role: 'Site Reliability Engineer',
    company: 'Lagos Pay',
    avatar: { src: portrait('AO', palette.success), width: 96, height: 96, alt: '' },
  },
];

const german: Testimonial[] = [
  {
    id: 'juergen',
    quote:
      'Mit den Managed-Datenbanken und der automatischen Hochverfügbarkeit haben wir unsere Wartungsfenster von vier Stunden im Monat auf null reduziert – und unsere Entwicklungsabteilung kann sich endlich wieder auf Produktfunktionen konzentrieren.',
    name: 'Jürgen Schwarzenberger-Müllerschön',
    role: 'Leiter Infrastruktur und Informationssicherheit',
    company: 'Versicherungsgesellschaft Süddeutschland AG',
    avatar: { src: portrait('JS', palette.brandStrong), width: 96, height: 96, alt: '' },
  },
  {
    id: 'katrin',
    quote:
      'Rechenzentrumsstandort Frankfurt, DSGVO-konformer Auftragsverarbeitungsvertrag und Support auf Deutsch: genau das, was wir brauchten.',
    name: 'Katrin Weißenborn',
    role: 'Datenschutzbeauftragte',
    company: 'Stadtwerke Musterstadt',
  },
];

export const Default = () => <Testimonials id="testimonials" heading="Teams ship faster on Nuvora" testimonials={english} />;

export const WithoutAvatars = () => (
  <Testimonials heading="What our customers say" testimonials={english.map(({ avatar: _avatar, ...rest }) => rest)} />
);

export const SingleQuote = () => <Testimonials heading="Trusted by platform teams" testimonials={english.slice(0, 1)} />;

export const AsSubsection = () => (
  <Testimonials heading="Kubernetes customers" headingLevel={3} testimonials={english.slice(0, 2)} />
);

export const LongGerman = () => (
  <Testimonials heading="Was unsere Kundinnen und Kunden über Nuvora sagen" testimonials={german} />
);

export const Narrow = () => <Testimonials heading="Teams ship faster on Nuvora" testimonials={english} />;
Narrow.meta = { width: 'xsmall' };

export const NarrowGerman = () => (
  <Testimonials heading="Was unsere Kundinnen und Kunden über Nuvora sagen" testimonials={german} />
);
NarrowGerman.meta = { width: 'xsmall' };

export const Wide = () => <Testimonials heading="Teams ship faster on Nuvora" testimonials={english} />;
Wide.meta = { width: 'xxlarge' };

const story = {
  company: 'Nordlicht Media',
  title: 'How Nordlicht Media streams to 2 million viewers on managed Kubernetes',
  challengeLabel: 'Challenge',
  challenge:
    'Traffic spikes during live broadcasts overloaded a fixed fleet of dedicated servers, and every new region took weeks of manual setup.',
  resultsLabel: 'Results',
  metrics: [
    { value: '−60%', label: 'infrastructure cost' },
    { value: '99.99%', label: 'uptime during live events' },
    { value: '3 min', label: 'to add a node pool' },
  ],
  link: { href: '#nordlicht', label: 'Read the Nordlicht Media story' },
};

export const SuccessStoryDefault = () => <SuccessStory {...story} />;

export const SuccessStoryWithLogo = () => <SuccessStory {...story} logo={{ src: logo('Nordlicht'), width: 160, height: 40 }} />;

export const SuccessStoryTwoMetrics = () => <SuccessStory {...story} metrics={story.metrics.slice(0, 2)} headingLevel={3} />;

const germanStory = {
  company: 'Versicherungsgesellschaft Süddeutschland AG',
  title: 'Wie die Versicherungsgesellschaft Süddeutschland ihre Schadensplattform DSGVO-konform in die Cloud verlagert hat',
  challengeLabel: 'Herausforderung',
  challenge:
    'Die Schadensmeldungsplattform lief auf selbst betriebener Hardware, deren Wartungsverträge ausliefen. Gleichzeitig verlangte die Aufsichtsbehörde nachweisbare Datenhaltung in Deutschland und dokumentierte Wiederherstellungszeiten.',
  resultsLabel: 'Ergebnisse',
  metrics: [
    { value: '−45 %', label: 'Betriebskosten pro Jahr' },
    { value: '15 Minuten', label: 'Wiederherstellungszeit nach Ausfall' },
    { value: '0', label: 'ungeplante Ausfallzeiten seit der Umstellung' },
  ],
  link: { href: '#sueddeutschland', label: 'Die ganze Geschichte der Versicherungsgesellschaft Süddeutschland lesen' },
};

export const SuccessStoryLongGerman = () => <SuccessStory {...germanStory} />;

export const SuccessStoryNarrow = () => <SuccessStory {...germanStory} />;
SuccessStoryNarrow.meta = { width: 'xsmall' };

export const SuccessStoryWide = () => <SuccessStory {...story} logo={{ src: logo('Nordlicht'), width: 160, height: 40 }} />;
SuccessStoryWide.meta = { width: 'xxlarge' };
