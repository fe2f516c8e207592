import * as styles from './ProductCards.css.ts';

export type ProductCard = {
  id: string;
  title: string;
  text: string;
  /** Starting price line, already formatted ("from $4/mo", "Free"). */
  price: string;
  /** Cards with a link carry the "View Plans" call to action. */
  href?: string;
};

type ProductCardsProps = {
  cards: readonly ProductCard[];
  ctaLabel: string;
  'aria-labelledby'?: string;
};

/** A row of product cards with starting prices. */
export function ProductCards({ cards, ctaLabel, ...rest }: ProductCardsProps) {
  return (
    <ul className={styles.list} aria-labelledby={rest['aria-labelledby']}>
      {cards.map((card) => (
        <li key={card.id}>
          <article className={card.href ? `${styles.card} ${styles.linked}` : styles.card} data-card={card.id}>
            <h3 className={styles.title}>
              {card.href ? (
                <a className={styles.stretchedLink} href={card.href}>
                  {card.title}
                </a>
              ) : (
                card.title
              )}
            </h3>
            <p className={styles.text}>{card.text}</p>
            <p className={styles.price}>{card.price}</p>
            {card.href ? (
              <span className={styles.cta} aria-hidden="true" data-cta>
                {ctaLabel}
              </span>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
