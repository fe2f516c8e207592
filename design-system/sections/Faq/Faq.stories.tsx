import { Container } from '#ds/primitives/Container/Container.tsx';
import { Faq, type FaqItem } from './Faq.tsx';

const english: FaqItem[] = [
  {
    id: 'billing',
    question: 'How is usage billed?',
    answer: 'By the hour, capped at the monthly price of your plan. You never pay more than the monthly price.',
  },
  {
    id: 'locations',
    question: 'Where are your data centres?',
    answer: 'In New York (us-2), Amsterdam (nl-1) and Frankfurt (de-1). You choose the location for every server.',
  },
  {
    id: 'backups',
    question: 'Are backups included?',
    answer: (
      <>
        <p>Daily snapshots are kept for seven days at no extra cost.</p>
        <p>
          Longer retention is available — see <a href="#backups">backup pricing</a>.
        </p>
      </>
    ),
  },
  {
    id: 'os',
    question: 'Which operating systems can I install?',
    answer: (
      <ul>
        <li>Ubuntu 22.04 and 24.04</li>
        <li>Debian 12</li>
        <li>Rocky Linux 9 and AlmaLinux 9</li>
        <li>Windows Server 2022 (licence billed monthly)</li>
      </ul>
    ),
  },
];

const german: FaqItem[] = [
  {
    id: 'k8s',
    question: 'Was bedeuten vollständig verwaltete Kubernetes-Cluster mit automatischer Skalierung?',
    answer:
      'Wir betreiben die Steuerungsebene, spielen Sicherheitsaktualisierungen ein und fügen bei Lastspitzen automatisch Arbeitsknoten hinzu. Sie bezahlen ausschließlich die Arbeitsknoten.',
  },
  {
    id: 'abrechnung',
    question: 'Wie funktioniert die stundengenaue Abrechnung der Datenbankinstanzen?',
    answer: 'Wir berechnen jede angefangene Stunde, höchstens aber den Monatspreis Ihres Tarifs.',
  },
  {
    id: 'kuendigung',
    question: 'Gibt es eine Mindestvertragslaufzeit oder Kündigungsfrist?',
    answer: 'Nein. Sie können Ressourcen jederzeit löschen; die Abrechnung endet sofort.',
  },
];

export const Default = () => (
  <Container>
    <Faq
      heading="Frequently asked questions"
      lead="Can’t find an answer? Our support team replies within 15 minutes."
      items={english}
    />
  </Container>
);

export const FirstOpen = () => (
  <Container>
    <Faq heading="Frequently asked questions" items={english} defaultOpen={['billing']} />
  </Container>
);

export const Single = () => (
  <Container>
    <Faq heading="Frequently asked questions" items={english} type="single" defaultOpen={['backups']} />
  </Container>
);

export const NestedHeading = () => (
  <Container>
    <Faq heading="Billing questions" headingLevel={3} items={english.slice(0, 2)} />
  </Container>
);

export const LongGerman = () => (
  <Container>
    <Faq heading="Häufig gestellte Fragen zu verwalteten Kubernetes-Clustern" items={german} defaultOpen={['k8s']} />
  </Container>
);

export const LongGermanNarrow = () => (
  <Container>
    <Faq heading="Häufig gestellte Fragen zu verwalteten Kubernetes-Clustern" items={german} defaultOpen={['k8s']} />
  </Container>
);
LongGermanNarrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <Container>
    <Faq heading="Frequently asked questions" items={english} defaultOpen={['billing']} />
  </Container>
);
Wide.meta = { width: 'xxlarge' };
