import type { ReactNode } from 'react';
import { SectionIntro, sectionStyle } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import * as styles from './FeatureGrid.css.ts';

export type Feature = {
  id: string;
  title: string;
  text: ReactNode;
  /** Decorative icon (an `<svg>` in `currentColor`); hidden from assistive tech. */
  icon?: ReactNode;
};

type FeatureGridProps = {
  heading: string;
  /** Level of the section heading (default 2); feature titles sit one level below. */
  headingLevel?: 2 | 3;
  lead?: string;
  features: readonly Feature[];
  /** Most columns on wide screens (default 3). */
  columns?: 2 | 3;
  /** Anchor id of the section; also names the section after its heading. */
  id?: string;
};

/** A heading over a grid of features: 1 column on phones, 2 from 640 px, 3 from 1024 px. Server-safe. */
export function FeatureGrid({ heading, headingLevel = 2, lead, features, columns = 3, id }: FeatureGridProps) {
  const Title = `h${headingLevel + 1}` as 'h3' | 'h4';
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={sectionStyle}>
      <SectionIntro heading={heading} level={headingLevel} lead={lead} headingId={headingId} />
      <ul className={styles.list[columns]}>
        {features.map((feature) => (
          <li key={feature.id} className={styles.feature}>
            {feature.icon ? (
              <span className={styles.icon} aria-hidden="true">
                {feature.icon}
              </span>
            ) : null}
            <Title className={styles.title}>{feature.title}</Title>
            <div className={styles.text}>{feature.text}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
