import type { ComponentProps } from 'react';
import { type ControlSize, controlSize } from '#ds/primitives/Field/Field.css.ts';
import * as styles from './TextArea.css.ts';

export type TextAreaProps = ComponentProps<'textarea'> & {
  size?: ControlSize;
  /** Which way the user may drag to resize; vertical by default. */
  resize?: keyof typeof styles.resize;
  /** Invalid styling and `aria-invalid` without a `Field` (inside one, `Field` sets it). */
  invalid?: boolean;
};

/** A multi-line text input; use inside `Field` for its label, hint and error. */
export function TextArea({
  size = 'md',
  resize = 'vertical',
  rows = 4,
  invalid,
  className,
  'aria-invalid': ariaInvalid,
  ...props
}: TextAreaProps) {
  return (
    <textarea
      rows={rows}
      className={[styles.textarea, controlSize[size], styles.resize[resize], className].filter(Boolean).join(' ')}
      {...props}
      aria-invalid={ariaInvalid ?? (invalid || undefined)}
    />
  );
}
