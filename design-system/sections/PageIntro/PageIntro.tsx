import type { ReactNode } from 'react';
import * as styles from './PageIntro.css.ts';

type PageIntroProps = {
  heading: string;
  lead?: string;
  eyebrow?: string;
  actions?: ReactNode;
};

/** The opening block of a page: its one `<h1>`, a lead paragraph and optional actions. */
export function PageIntro({ heading, lead, eyebrow, actions }: PageIntroProps) {
  return (
    <div className={styles.intro}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.heading}>{heading}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
