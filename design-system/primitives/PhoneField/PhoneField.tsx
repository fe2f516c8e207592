'use client';
import { type ChangeEvent, type ComponentProps, type ReactNode, useState } from 'react';
import { type ControlSize, controlSize } from '#ds/primitives/Field/Field.css.ts';
import { Field } from '#ds/primitives/Field/Field.tsx';
import { TextField } from '#ds/primitives/TextField/TextField.tsx';
import * as styles from './PhoneField.css.ts';

/** One entry of the calling-code list, e.g. `{ code: 'DE', dial: '+49', label: 'Germany' }`. */
export type CountryOption = { code: string; dial: string; label: string };

/**
 * Whether a national number could be a real phone number for a calling code: the dial code is
 * `+` and 1–4 digits, and the number has 6–14 digits once spaces, dashes and parentheses are
 * stripped (anything else, such as letters or a second `+`, fails). A plausibility check for
 * instant feedback, not full validation.
 */
export function isPlausiblePhone(dial: string, number: string): boolean {
  if (!/^\+?\d{1,4}$/.test(dial.replace(/[\s-]/g, ''))) return false;
  return /^\d{6,14}$/.test(number.replace(/[\s\-()]/g, ''));
}

type InputProps = Omit<ComponentProps<'input'>, 'type' | 'size' | 'id' | 'className' | 'children' | 'required'>;

export type PhoneFieldProps = InputProps & {
  /** Visible label of the number input. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Id of the number input; the country select gets `${id}-country`. */
  id?: string;
  className?: string;
  size?: ControlSize;
  countries: readonly CountryOption[];
  /** Accessible name of the calling-code select, e.g. "Country calling code". */
  countryLabel: string;
  /** Selected country `code` (controlled); pair with `onCountryChange`. */
  country?: string;
  defaultCountry?: string;
  onCountryChange?: (code: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** Form field name of the country select. */
  countryName?: string;
};

/**
 * A phone number: a native calling-code select plus a `tel` input, inside a `Field` that labels
 * the number and wires hint and error to it. Country options carry the ISO code as their value,
 * so countries sharing a dial code (US and CA) stay distinct. The closed select shows a compact
 * "DE +49" so the dial code stays visible at any width; its options read "Germany (+49)".
 */
export function PhoneField({
  label,
  hint,
  error,
  required,
  id,
  className,
  size = 'md',
  countries,
  countryLabel,
  country,
  defaultCountry,
  onCountryChange,
  countryName,
  disabled,
  ...inputProps
}: PhoneFieldProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultCountry ?? countries[0]?.code);
  const selectedCode = country ?? uncontrolled;
  const selected = countries.find((option) => option.code === selectedCode) ?? countries[0];

  const handleCountryChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (country === undefined) setUncontrolled(event.target.value);
    onCountryChange?.(event.target.value, event);
  };

  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(controlProps) => (
        <div className={styles.row}>
          <span className={styles.countryWrap}>
            <select
              id={`${controlProps.id}-country`}
              className={`${styles.country} ${controlSize[size]}`}
              aria-label={countryLabel}
              name={countryName}
              value={selected?.code}
              onChange={handleCountryChange}
              disabled={disabled}
            >
              {countries.map((option) => (
                <option key={option.code} value={option.code}>
                  {`${option.label} (${option.dial})`}
                </option>
              ))}
            </select>
            <span className={`${styles.countryFace} ${controlSize[size]}`} aria-hidden="true">
              <span className={styles.countryCode}>{selected?.code}</span>
              <span>{selected?.dial}</span>
            </span>
            <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </span>
          <TextField
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            size={size}
            className={styles.number}
            disabled={disabled}
            {...controlProps}
            {...inputProps}
          />
        </div>
      )}
    </Field>
  );
}
