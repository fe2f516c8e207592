import { SectionIntro, sectionStyle } from './SectionIntro.tsx';

export const Default = () => (
  <section className={sectionStyle}>
    <SectionIntro
      heading="Everything you need to run in production"
      lead="Servers, databases and Kubernetes in one control panel."
    />
  </section>
);

export const HeadingOnly = () => <SectionIntro heading="Frequently asked questions" />;

export const LongGerman = () => (
  <SectionIntro
    level={3}
    heading="Rechenzentrumsstandorte mit ISO-27001-Zertifizierung"
    lead="Ihre Daten bleiben in Tier-III-Rechenzentren in Frankfurt, Amsterdam und den USA."
  />
);

export const Narrow = () => <LongGerman />;
Narrow.meta = { width: 'xsmall' };

export const Wide = () => <Default />;
Wide.meta = { width: 'xxlarge' };
