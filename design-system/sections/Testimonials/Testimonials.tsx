import * as styles from './Testimonials.css.ts';

/** An image with its intrinsic size, so the browser reserves its box before it loads. */
export type TestimonialImage = { src: string; width: number; height: number; alt: string };

export type Testimonial = {
  id: string;
  quote: string;
  name: string;
  /** Job title ("Head of Platform"). */
  role: string;
  company: string;
  /**
   * Portrait. The name is printed right next to it, so `alt: ''` (decorative)
   * is usually right; describe it only when the photo adds something.
   */
  avatar?: TestimonialImage;
};

type HeadingLevel = 2 | 3 | 4;

type TestimonialsProps = {
  heading: string;
  testimonials: readonly Testimonial[];
  /** Level of the section heading; 2 on a landing page. */
  headingLevel?: HeadingLevel;
  /** Names the section (`aria-labelledby` its heading) and lets pages link to it. */
  id?: string;
};

/** Customer quotes with the author's name, role and company. */
export function Testimonials({ heading, testimonials, headingLevel = 2, id }: TestimonialsProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section className={styles.section} id={id} aria-labelledby={headingId}>
      <Heading className={styles.heading} id={headingId}>
        {heading}
      </Heading>
      <ul className={styles.list}>
        {testimonials.map((t) => (
          <li key={t.id} data-testimonial={t.id}>
            <figure className={styles.figure}>
              <blockquote className={styles.quote}>
                <p>{t.quote}</p>
              </blockquote>
              <figcaption className={styles.author}>
                {t.avatar ? (
                  <img
                    className={styles.avatar}
                    src={t.avatar.src}
                    width={t.avatar.width}
                    height={t.avatar.height}
                    alt={t.avatar.alt}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <span className={styles.authorText}>
                  <span className={styles.name}>{t.name}</span>
                  <span className={styles.role}>
                    {t.role}, {t.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export type StoryMetric = {
  /** The figure, already formatted ("−60 %", "99.99%", "3×"). */
  value: string;
  label: string;
};

type SuccessStoryProps = {
  company: string;
  /** Shown instead of the company name when given; its alt text is the company name. */
  logo?: { src: string; width: number; height: number };
  title: string;
  challengeLabel: string;
  challenge: string;
  resultsLabel: string;
  metrics: readonly StoryMetric[];
  /** The full case study. Make the label make sense on its own ("Read the Nordlicht Media story"). */
  link: { href: string; label: string };
  /** Level of the story title; the "Challenge" and "Results" labels sit one level below. */
  headingLevel?: HeadingLevel;
};

/** A customer case study in short: the company, its challenge, the results in figures and a link to the full story. */
export function SuccessStory({
  company,
  logo,
  title,
  challengeLabel,
  challenge,
  resultsLabel,
  metrics,
  link,
  headingLevel = 2,
}: SuccessStoryProps) {
  const Title = `h${headingLevel}` as const;
  const Label = `h${(headingLevel + 1) as 3 | 4 | 5}` as const;
  return (
    <article className={styles.story}>
      <div className={styles.storyMain}>
        {logo ? (
          <img className={styles.storyLogo} src={logo.src} width={logo.width} height={logo.height} alt={company} />
        ) : (
          <p className={styles.storyCompany}>{company}</p>
        )}
        <Title className={styles.storyTitle}>{title}</Title>
        <Label className={styles.storyLabel}>{challengeLabel}</Label>
        <p className={styles.storyText}>{challenge}</p>
      </div>
      <div className={styles.storyAside}>
        <Label className={styles.storyLabel}>{resultsLabel}</Label>
        <ul className={styles.metrics}>
          {metrics.map((m) => (
            <li key={`${m.value}-${m.label}`} className={styles.metric}>
              <span className={styles.metricValue}>{m.value}</span> <span className={styles.metricLabel}>{m.label}</span>
            </li>
          ))}
        </ul>
        <a className={styles.storyLink} href={link.href}>
          {link.label}
        </a>
      </div>
    </article>
  );
}
