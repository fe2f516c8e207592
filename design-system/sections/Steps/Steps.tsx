import type { ReactNode } from 'react';
import { SectionIntro, sectionStyle } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import * as styles from './Steps.css.ts';

export type Step = { id: string; title: string; text?: ReactNode };

type StepsProps = {
  steps: readonly Step[];
  heading?: string;
  /** Level of the section heading (default 2); step titles sit one level below it (or at it without a heading). */
  headingLevel?: 2 | 3;
  lead?: string;
  /** `horizontal` (default): side by side from 768 px; `vertical`: always stacked. */
  layout?: keyof typeof styles.list;
  /** Anchor id of the section; also names the section after its heading. */
  id?: string;
};

/** Numbered steps ("Sign up → Pick a plan → Deploy") as an ordered list. Server-safe. */
export function Steps({ steps, heading, headingLevel = 2, lead, layout = 'horizontal', id }: StepsProps) {
  const Title = `h${heading ? headingLevel + 1 : headingLevel}` as 'h2' | 'h3' | 'h4';
  const headingId = id && heading ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={sectionStyle}>
      {heading ? <SectionIntro heading={heading} level={headingLevel} lead={lead} headingId={headingId} /> : null}
      <ol className={styles.list[layout]}>
        {steps.map((step) => (
          <li key={step.id} className={styles.step}>
            <Title className={styles.title}>{step.title}</Title>
            {step.text ? <div className={styles.text}>{step.text}</div> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
