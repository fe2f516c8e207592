import type { ReactNode } from 'react';
import * as Accordion from '#ds/primitives/Accordion/Accordion.tsx';
import { SectionIntro, sectionStyle } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import * as styles from './Faq.css.ts';

export type FaqItem = { id: string; question: string; answer: ReactNode };

type FaqProps = {
  heading: string;
  /** Level of the section heading (default 2); questions sit one level below. */
  headingLevel?: 2 | 3;
  lead?: string;
  items: readonly FaqItem[];
  /** `multiple` (default): any number open; `single`: opening one closes the other. */
  type?: 'single' | 'multiple';
  /** Ids of the items open at first. */
  defaultOpen?: readonly string[];
  /** Anchor id of the section; also names the section after its heading. */
  id?: string;
};

const schema = 'https://schema.org/';

/**
 * Questions and answers in an accordion, marked up as a schema.org FAQPage with microdata
 * (every answer stays in the document while closed). Server-safe: the accordion is the
 * client part. A page that also emits FAQPage JSON-LD should not emit it twice.
 */
export function Faq({ heading, headingLevel = 2, lead, items, type = 'multiple', defaultOpen = [], id }: FaqProps) {
  const headingId = id ? `${id}-heading` : undefined;
  const questions = items.map((item) => (
    <Accordion.Item key={item.id} value={item.id} itemScope itemProp="mainEntity" itemType={`${schema}Question`}>
      <Accordion.Trigger headingLevel={headingLevel === 2 ? 3 : 4}>
        <span itemProp="name">{item.question}</span>
      </Accordion.Trigger>
      <Accordion.Content itemScope itemProp="acceptedAnswer" itemType={`${schema}Answer`}>
        <div itemProp="text" className={styles.answer}>
          {item.answer}
        </div>
      </Accordion.Content>
    </Accordion.Item>
  ));
  return (
    <section id={id} aria-labelledby={headingId} className={sectionStyle} itemScope itemType={`${schema}FAQPage`}>
      <SectionIntro heading={heading} level={headingLevel} lead={lead} headingId={headingId} />
      {type === 'single' ? (
        <Accordion.Root type="single" collapsible defaultValue={defaultOpen[0]} className={styles.list}>
          {questions}
        </Accordion.Root>
      ) : (
        <Accordion.Root type="multiple" defaultValue={[...defaultOpen]} className={styles.list}>
          {questions}
        </Accordion.Root>
      )}
    </section>
  );
}
