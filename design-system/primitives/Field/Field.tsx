// No 'use client': the only hook is `useId`, which React also runs in server components, and the
// render-prop child could not cross a client boundary. Keep it that way — no state or effects here.
import { type ReactNode, useId } from 'react';
import * as styles from './Field.css.ts';

/** What a `Field` hands its control: spread it onto the input, textarea or select trigger. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

export type FieldProps = {
  /** Visible label, tied to the control with `for`/`id`. */
  label: ReactNode;
  /** Help text under the label; read out after the label. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and is announced when it appears. */
  error?: ReactNode;
  /** Shows the required marker and sets `aria-required` on the control. */
  required?: boolean;
  /** The control's id; generated when omitted. Hint and error ids derive from it. */
  id?: string;
  className?: string;
  children: (controlProps: FieldControlProps) => ReactNode;
};

/** Space-separated ids of the hint and error that are actually shown, or `undefined`. */
export const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** Help text with an id for `aria-describedby`. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/**
 * The error slot. The polite live region is always rendered (empty when there is no error),
 * because screen readers only announce changes to a live region that already exists.
 */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  const shown = children !== undefined && children !== null && children !== false && children !== '';
  return (
    <div className={styles.errorRegion} aria-live="polite" data-field-error-region="">
      {shown && (
        <p id={id} className={styles.error}>
          <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="6.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4.5v4.25" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            <circle cx="8" cy="11.5" r="1" fill="currentColor" />
          </svg>
          <span>{children}</span>
        </p>
      )}
    </div>
  );
}

/** The required marker: decorative, since the control itself carries `aria-required`. */
export const RequiredMarker = () => (
  <span className={styles.requiredMarker} aria-hidden="true">
    *
  </span>
);

/**
 * Label, optional hint and error around one control. The control comes from a render prop
 * that receives `id`, `aria-describedby` (hint + error ids), `aria-invalid` and `aria-required`:
 *
 * ```tsx
 * <Field label="Email" hint="We never share it." error={error}>
 *   {(props) => <TextField type="email" {...props} />}
 * </Field>
 * ```
 *
 * For checkboxes and radio groups use `Checkbox` and `RadioGroup`, which carry their own labels.
 */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && <RequiredMarker />}
      </label>
      {hasHint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {children({
        id: controlId,
        'aria-describedby': describedBy(hasHint && hintId, hasError && errorId),
        'aria-invalid': hasError ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
