import type { ReactNode } from 'react';
import { Badge } from '#ds/primitives/Badge/Badge.tsx';
import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import * as styles from './Hero.css.ts';

export type HeroAction = { label: string; href: string };

type HeroProps = {
  /** The page's one `<h1>`. */
  heading: string;
  eyebrow?: string;
  lead?: string;
  /** Starting price, already formatted ("from $4/mo"), shown as a badge. */
  price?: string;
  primaryAction?: HeroAction;
  secondaryAction?: HeroAction;
  /** Replaces the two standard actions when a page needs something else (a form, a single link). */
  actions?: ReactNode;
  /** Illustration or screenshot; beside the text from `lg` up, below it on smaller screens. */
  media?: ReactNode;
  /** Anchor id of the section; also names the section after its heading. */
  id?: string;
};

/** The opening section of a landing page. Server-safe. Place it in a `Container`. */
export function Hero({ heading, eyebrow, lead, price, primaryAction, secondaryAction, actions, media, id }: HeroProps) {
  const headingId = id ? `${id}-heading` : undefined;
  const standardActions =
    primaryAction || secondaryAction ? (
      <>
        {primaryAction ? <ButtonLink href={primaryAction.href}>{primaryAction.label}</ButtonLink> : null}
        {secondaryAction ? (
          <ButtonLink variant="secondary" href={secondaryAction.href}>
            {secondaryAction.label}
          </ButtonLink>
        ) : null}
      </>
    ) : null;
  const shownActions = actions ?? standardActions;
  return (
    <section id={id} aria-labelledby={headingId} className={media ? `${styles.hero} ${styles.withMedia}` : styles.hero}>
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id={headingId} className={styles.heading}>
          {heading}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {price ? (
          <p className={styles.price}>
            <Badge tone="brand" size="md" className={styles.priceBadge}>
              {price}
            </Badge>
          </p>
        ) : null}
        {shownActions ? <div className={styles.actions}>{shownActions}</div> : null}
      </div>
      {media ? <div className={styles.media}>{media}</div> : null}
    </section>
  );
}
