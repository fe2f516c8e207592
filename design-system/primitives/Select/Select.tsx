'use client';
import { type FocusEventHandler, useEffect, useRef, useState } from 'react';
import { type ControlSize, controlSize } from '#ds/primitives/Field/Field.css.ts';
import * as styles from './Select.css.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  options: readonly SelectOption[];
  /** Shown while nothing is selected (the empty value); it cannot be picked again. */
  placeholder?: string;
  /** Accessible name when no visible label (`Field`, `aria-labelledby`) names the select. */
  label?: string;
  size?: ControlSize;
  /** Invalid styling and `aria-invalid` without a `Field` (inside one, `Field` sets it). */
  invalid?: boolean;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-labelledby'?: string;
  /** `aria-required` from `Field`; `required` also works. */
  'aria-required'?: boolean | 'true' | 'false';
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  onFocus?: FocusEventHandler<HTMLSelectElement>;
};

/**
 * A single-choice dropdown: the platform's own `<select>`, styled like the other controls. Phones
 * open their native picker, keyboards and screen readers get the behaviour they know, it submits
 * with a form and works before (and without) JavaScript, and it costs no script of its own. The
 * value is always one of `options` or the empty value, which shows `placeholder`.
 */
export function Select({
  options,
  placeholder,
  label,
  size = 'md',
  invalid,
  value,
  defaultValue,
  onValueChange,
  required,
  className,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  ...rest
}: SelectProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const empty = !options.some((option) => option.value === current);
  const ref = useRef<HTMLSelectElement>(null);

  const choose = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  // A server-rendered select works before hydration: a choice made then is taken up, not lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the value found at hydration counts.
  useEffect(() => {
    const chosen = ref.current?.value;
    if (chosen !== undefined && chosen !== (empty ? '' : current)) choose(chosen);
  }, []);

  return (
    <span className={styles.wrapper}>
      <select
        {...rest}
        className={[styles.select, controlSize[size], className].filter(Boolean).join(' ')}
        ref={ref}
        value={empty ? '' : current}
        onChange={(event) => choose(event.target.value)}
        required={required}
        aria-label={label}
        aria-invalid={ariaInvalid ?? (invalid || undefined)}
        aria-required={required || ariaRequired || undefined}
        data-placeholder={empty ? '' : undefined}
      >
        {empty ? (
          <option value="" disabled hidden>
            {placeholder ?? ''}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
    </span>
  );
}
