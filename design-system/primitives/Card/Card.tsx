import type { ComponentPropsWithoutRef, ElementType } from 'react';
import * as styles from './Card.css.ts';

export type CardVariant = keyof typeof styles.variant;
export type CardPadding = keyof typeof styles.padding;

export type CardProps = Omit<ComponentPropsWithoutRef<'div'>, 'ref'> & {
  /** `elevated` (default) casts a small shadow, `outlined` has only a border, `muted` is a tinted panel. */
  variant?: CardVariant;
  padding?: CardPadding;
  /** The element to render: `article`, `li`, `section`, … (default `div`). */
  as?: ElementType;
  /**
   * Lifts on hover and when anything inside has focus. Put a `CardLink` in the title to make
   * the whole card one link target.
   */
  interactive?: boolean;
};

/** A surface that groups related content. */
export function Card({ variant = 'elevated', padding = 'md', as: Tag = 'div', interactive, className, ...props }: CardProps) {
  const classes = [styles.base, styles.variant[variant], styles.padding[padding], interactive && styles.interactive, className];
  return <Tag className={classes.filter(Boolean).join(' ')} {...props} />;
}

/**
 * The link of an interactive card, usually around its title. Its click area stretches over the
 * card (other links inside need `position: relative` to stay on top); the card shows its focus ring.
 */
export function CardLink({ className, ...props }: ComponentPropsWithoutRef<'a'>) {
  return <a className={className ? `${styles.link} ${className}` : styles.link} data-card-link {...props} />;
}
