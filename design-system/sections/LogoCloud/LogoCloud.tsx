import * as styles from './LogoCloud.css.ts';

export type CustomerLogo = {
  /** The customer's name; it is the logo's alt text. */
  name: string;
  src: string;
  width: number;
  height: number;
  /** Optional case study or customer site. */
  href?: string;
};

type LogoCloudProps = {
  heading: string;
  logos: readonly CustomerLogo[];
  /** `row`: a centred, wrapping line of logos; `grid`: tiles in 2, 3 or more columns. */
  layout?: 'row' | 'grid';
  headingLevel?: 2 | 3;
  /** Names the section (`aria-labelledby` its heading) and lets pages link to it. */
  id?: string;
};

/** "Trusted by" customer logos under a short heading. */
export function LogoCloud({ heading, logos, layout = 'row', headingLevel = 2, id }: LogoCloudProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section className={styles.section} id={id} aria-labelledby={headingId}>
      <Heading className={styles.heading} id={headingId}>
        {heading}
      </Heading>
      <ul className={styles.list[layout]}>
        {logos.map((logo) => {
          const img = (
            <img
              className={styles.logo}
              src={logo.src}
              width={logo.width}
              height={logo.height}
              alt={logo.name}
              loading="lazy"
              decoding="async"
            />
          );
          return (
            <li key={logo.name} className={styles.item[layout]}>
              {logo.href ? (
                <a className={styles.link} href={logo.href}>
                  {img}
                </a>
              ) : (
                img
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
