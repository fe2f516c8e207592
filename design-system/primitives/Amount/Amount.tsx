import type { ComponentProps } from 'react';
import * as styles from './Amount.css.ts';

/**
 * A live figure such as a price total, as an `<output>` that screen readers
 * announce when it changes and that does not shift the layout as it updates.
 */
export function Amount({ className, ...props }: ComponentProps<'output'>) {
  return <output aria-live="polite" className={className ? `${styles.amount} ${className}` : styles.amount} {...props} />;
}
