import type { ComponentProps } from 'react';
import { type ControlSize, controlSize } from '#ds/primitives/Field/Field.css.ts';
import * as styles from './TextField.css.ts';

export type TextFieldType = 'text' | 'email' | 'tel' | 'url' | 'password';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'size' | 'type'> & {
  type?: TextFieldType;
  size?: ControlSize;
  /** Invalid styling and `aria-invalid` without a `Field` (inside one, `Field` sets it). */
  invalid?: boolean;
};

/**
 * A single-line text input. Put it inside `Field` for its label, hint and error, or give it an
 * `aria-label` when the label lives elsewhere.
 */
export function TextField({
  type = 'text',
  size = 'md',
  invalid,
  className,
  'aria-invalid': ariaInvalid,
  ...props
}: TextFieldProps) {
  return (
    <input
      type={type}
      className={[styles.input, controlSize[size], className].filter(Boolean).join(' ')}
      {...props}
      aria-invalid={ariaInvalid ?? (invalid || undefined)}
    />
  );
}
