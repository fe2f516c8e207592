import type { ReactNode } from 'react';
import * as styles from './SectionIntro.css.ts';

export { section as sectionStyle } from './SectionIntro.css.ts';

type SectionIntroProps = {
  heading: string;
  /** Level of the heading (default 2). */
  level?: 2 | 3;
  lead?: ReactNode;
  /** Id of the heading, for the section's `aria-labelledby`. */
  headingId?: string;
};

/** The heading and lead that open a landing section. Server-safe. */
export function SectionIntro({ heading, level = 2, lead, headingId }: SectionIntroProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.intro}>
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
