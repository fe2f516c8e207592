import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './Fieldset.css.ts';

export type FieldsetProps = Omit<ComponentPropsWithoutRef<'fieldset'>, 'children'> & {
  legend: ReactNode;
  /** `boxed` frames the group with the kit's border; `plain` (default) has no frame. */
  variant?: keyof typeof styles.fieldset;
  children: ReactNode;
};

/** A group of controls answering one question, named by its legend, in the kit's look. */
export function Fieldset({ legend, variant = 'plain', className, children, ...props }: FieldsetProps) {
  return (
    <fieldset className={className ? `${styles.fieldset[variant]} ${className}` : styles.fieldset[variant]} {...props}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
