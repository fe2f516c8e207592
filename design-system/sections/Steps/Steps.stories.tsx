import { Container } from '#ds/primitives/Container/Container.tsx';
import { type Step, Steps } from './Steps.tsx';

const english: Step[] = [
  { id: 'signup', title: 'Create an account', text: 'Sign up with your email; no credit card needed for the trial.' },
  {
    id: 'plan',
    title: 'Pick a plan and location',
    text: 'From 1 vCPU, 1 GB RAM and 25 GB NVMe for $4/mo in New York, Amsterdam or Frankfurt.',
  },
  { id: 'deploy', title: 'Deploy', text: 'Your server is ready in under a minute, with SSH keys already in place.' },
];

const german: Step[] = [
  {
    id: 'konto',
    title: 'Kundenkonto einrichten',
    text: 'Registrieren Sie sich mit Ihrer E-Mail-Adresse – für den Testzeitraum ist keine Kreditkarte erforderlich.',
  },
  {
    id: 'cluster',
    title: 'Kubernetes-Cluster konfigurieren',
    text: 'Wählen Sie Rechenzentrumsstandort, Knotengröße und die Grenzen der automatischen Skalierung.',
  },
  {
    id: 'bereitstellen',
    title: 'Container-Anwendungen bereitstellen',
    text: 'Laden Sie die kubeconfig herunter und stellen Sie Ihre Arbeitslasten mit kubectl oder Helm bereit.',
  },
  {
    id: 'ueberwachen',
    title: 'Ressourcenauslastung überwachen',
    text: 'Verfolgen Sie Metriken und Kosten im Steuerungsbereich.',
  },
];

export const Horizontal = () => (
  <Container>
    <Steps heading="Get started in three steps" lead="From sign-up to a running server in under five minutes." steps={english} />
  </Container>
);

export const Vertical = () => (
  <Container>
    <Steps heading="Get started in three steps" steps={english} layout="vertical" />
  </Container>
);

export const WithoutHeading = () => (
  <Container>
    <Steps steps={english} headingLevel={3} />
  </Container>
);

export const TitlesOnly = () => (
  <Container>
    <Steps heading="How it works" steps={english.map(({ id, title }) => ({ id, title }))} />
  </Container>
);

export const Layout = ({ layout }: { layout: 'horizontal' | 'vertical' }) => (
  <Container>
    <Steps heading="Get started in three steps" steps={english} layout={layout} />
  </Container>
);
Layout.args = { layout: 'horizontal' };
Layout.argTypes = { layout: { options: ['horizontal', 'vertical'], control: { type: 'radio' } } };

export const LongGerman = () => (
  <Container>
    <Steps heading="Vollständig verwaltete Kubernetes-Cluster in vier Schritten" steps={german} />
  </Container>
);

export const LongGermanNarrow = () => (
  <Container>
    <Steps heading="Vollständig verwaltete Kubernetes-Cluster in vier Schritten" steps={german} />
  </Container>
);
LongGermanNarrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <Container>
    <Steps heading="Get started in three steps" steps={english} />
  </Container>
);
Wide.meta = { width: 'xxlarge' };
