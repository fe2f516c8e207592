'use client';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { describedBy, FieldError, FieldHint, RequiredMarker } from '#ds/primitives/Field/Field.tsx';
import * as styles from './Checkbox.css.ts';

export type CheckedState = RadixCheckbox.CheckedState;

export type CheckboxProps = Omit<ComponentProps<typeof RadixCheckbox.Root>, 'children'> & {
  /** Visible label next to the box. */
  label: ReactNode;
  hint?: ReactNode;
  /** Error message; marks the checkbox invalid and is announced when it appears. */
  error?: ReactNode;
  /** Invalid styling and `aria-invalid` without an error message. */
  invalid?: boolean;
};

/**
 * A checkbox with a visible label (Radix Checkbox): checked, unchecked or `'indeterminate'`,
 * Space toggles it. Optional hint and error are wired with `aria-describedby`.
 */
export function Checkbox({
  label,
  hint,
  error,
  invalid,
  id,
  className,
  required,
  disabled,
  'aria-describedby': extraDescribedBy,
  ...props
}: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? generated;
  const hintId = `${boxId}-hint`;
  const errorId = `${boxId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  return (
    <div className={className ? `${styles.wrapper} ${className}` : styles.wrapper}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          id={boxId}
          className={styles.box}
          required={required}
          disabled={disabled}
          aria-invalid={hasError || invalid ? true : undefined}
          aria-describedby={describedBy(extraDescribedBy, hasHint && hintId, hasError && errorId)}
          {...props}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <svg className={`${styles.icon} ${styles.checkIcon}`} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <svg className={`${styles.icon} ${styles.dashIcon}`} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 8h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label className={styles.label} htmlFor={boxId} data-disabled={disabled ? '' : undefined}>
          {label}
          {required && <RequiredMarker />}
        </label>
      </div>
      <div className={styles.messages}>
        {hasHint && <FieldHint id={hintId}>{hint}</FieldHint>}
        <FieldError id={errorId}>{error}</FieldError>
      </div>
    </div>
  );
}
