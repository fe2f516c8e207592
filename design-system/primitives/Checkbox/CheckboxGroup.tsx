'use client';
import { type ReactNode, useId } from 'react';
import { describedBy, FieldError, FieldHint, RequiredMarker } from '#ds/primitives/Field/Field.tsx';
import { Checkbox } from './Checkbox.tsx';
import * as styles from './CheckboxGroup.css.ts';

export type CheckboxGroupProps = {
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  /** The ticked values, in option order. */
  value: readonly string[];
  onValueChange: (next: string[]) => void;
  /** Form field name of every box. */
  name?: string;
  required?: boolean;
  hint?: ReactNode;
  /** One message for the whole group, announced when it appears. */
  error?: ReactNode;
  id?: string;
};

/** Several checkboxes answering one question ("Which products interest you?"), in a fieldset with one error. */
export function CheckboxGroup({ legend, options, value, onValueChange, name, required, hint, error, id }: CheckboxGroupProps) {
  const generated = useId();
  const groupId = id ?? generated;
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const toggle = (option: string, checked: boolean) =>
    onValueChange(options.map((o) => o.value).filter((v) => (v === option ? checked : value.includes(v))));
  return (
    <fieldset id={groupId} className={styles.fieldset} aria-describedby={describedBy(hasHint && hintId, hasError && errorId)}>
      <legend className={styles.legend}>
        {legend}
        {required && <RequiredMarker />}
      </legend>
      {hasHint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <div className={styles.options}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            checked={value.includes(option.value)}
            onCheckedChange={(checked) => toggle(option.value, checked === true)}
            invalid={hasError}
          />
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
