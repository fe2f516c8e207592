import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import * as styles from './CtaBand.css.ts';

export type CtaAction = {
  label: string;
  href: string;
  /** Extra attributes the site needs on the anchor, e.g. `{ 'data-reload': '' }` for control-panel links. */
  attributes?: Record<`data-${string}`, string>;
};

type Tone = keyof typeof styles.tone;

type CtaBandProps = {
  heading: string;
  text?: string;
  primaryAction: CtaAction;
  secondaryAction?: CtaAction;
  /** `brand` (blue), `inverse` (dark) or `muted` (light grey) background. */
  tone?: Tone;
  /** `start`: copy left, buttons right on wide screens; `center`: everything centred. */
  align?: 'start' | 'center';
  headingLevel?: 2 | 3;
  /** Names the section (`aria-labelledby` its heading) and lets pages link to it. */
  id?: string;
};

/** A full-width band that closes a page with a call to action. */
export function CtaBand({
  heading,
  text,
  primaryAction,
  secondaryAction,
  tone = 'brand',
  align = 'start',
  headingLevel = 2,
  id,
}: CtaBandProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = id ? `${id}-heading` : undefined;
  const centred = align === 'center';
  return (
    <section className={`${styles.band} ${styles.tone[tone]}`} id={id} aria-labelledby={headingId} data-tone={tone}>
      <Container className={centred ? `${styles.inner} ${styles.centred}` : styles.inner}>
        <div className={styles.copy}>
          <Heading className={styles.heading} id={headingId}>
            {heading}
          </Heading>
          {text ? <p className={styles.text[tone]}>{text}</p> : null}
        </div>
        <div className={centred ? `${styles.actions} ${styles.actionsCentred}` : styles.actions}>
          <ButtonLink
            {...primaryAction.attributes}
            href={primaryAction.href}
            variant="primary"
            className={`${styles.action} ${styles.primary[tone]}`}
            data-action="primary"
          >
            {primaryAction.label}
          </ButtonLink>
          {secondaryAction ? (
            <ButtonLink
              {...secondaryAction.attributes}
              href={secondaryAction.href}
              variant="secondary"
              className={`${styles.action} ${styles.secondary[tone]}`}
              data-action="secondary"
            >
              {secondaryAction.label}
            </ButtonLink>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
