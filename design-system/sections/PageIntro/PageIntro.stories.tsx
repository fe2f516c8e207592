import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { PageIntro } from './PageIntro.tsx';

export const Default = () => (
  <PageIntro
    eyebrow="Pricing"
    heading="Simple, predictable pricing"
    lead="Pay by the hour or by the month. No hidden fees, and firewall, backups and images are free."
    actions={<ButtonLink href="#contact">Talk to our team</ButtonLink>}
  />
);

export const HeadingOnly = () => <PageIntro heading="Documentation" />;

export const LongGerman = () => (
  <PageIntro
    eyebrow="Rechenzentrumsstandortauswahl"
    heading="Vollständig verwaltete Kubernetes-Cluster in zertifizierten Rechenzentrumsstandorten"
    lead="Produktionsreife Cluster mit der neuesten Kubernetes-Version, automatisch skalierenden Worker-Nodes und einer verwalteten Control Plane."
    actions={<ButtonLink href="#kontakt">Sprechen Sie mit unserem Team</ButtonLink>}
  />
);

export const Narrow = () => <LongGerman />;
Narrow.meta = { width: 'xsmall' };

export const Wide = () => <Default />;
Wide.meta = { width: 'xxlarge' };
