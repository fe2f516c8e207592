import type { ComponentProps } from 'react';
import * as styles from './Button.css.ts';

type Look = { variant?: keyof typeof styles.variant; size?: keyof typeof styles.size };

const classes = ({ variant = 'primary', size = 'md' }: Look, extra?: string) =>
  [styles.base, styles.variant[variant], styles.size[size], extra].filter(Boolean).join(' ');

/** A button. For navigation use `ButtonLink`, which renders an anchor styled the same. */
export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & Look) {
  return <button type={type} className={classes({ variant, size }, className)} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: ComponentProps<'a'> & Look) {
  return <a className={classes({ variant, size }, className)} {...props} />;
}
