import type { ReactNode } from 'react';
import { SectionIntro, sectionStyle } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import * as styles from './Diagram.css.ts';

export type DiagramPart = { id: string; title: string; text: string };

type DiagramProps = {
  heading: string;
  lead?: string;
  /** A drawing with numbered markers (`#ds/illustrations/Diagrams`), decorative: the captions tell it. */
  drawing: ReactNode;
  /** One caption per marker, in the markers' order. */
  parts: readonly DiagramPart[];
  /** Anchor id of the section; also names the section after its heading. */
  id: string;
};

/** How a product fits together: a drawing and the numbered captions of its parts. Server-safe. */
export function Diagram({ heading, lead, drawing, parts, id }: DiagramProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={sectionStyle}>
      <SectionIntro heading={heading} lead={lead} headingId={headingId} />
      <div className={styles.body}>
        <div className={styles.drawing}>{drawing}</div>
        <ol className={styles.parts}>
          {parts.map((part) => (
            <li key={part.id} className={styles.part}>
              <h3 className={styles.title}>{part.title}</h3>
              <p className={styles.text}>{part.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
