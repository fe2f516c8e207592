'use client';
import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { type ComponentProps, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { describedBy, FieldError, FieldHint, RequiredMarker } from '#ds/primitives/Field/Field.tsx';
import * as styles from './RadioGroup.css.ts';

export type RadioOption = {
  value: string;
  label: ReactNode;
  /** Extra line under the option's label, tied to it with `aria-describedby`. */
  description?: ReactNode;
  disabled?: boolean;
};

export type RadioGroupProps = Omit<ComponentProps<typeof RadixRadioGroup.Root>, 'children' | 'orientation'> & {
  /** Visible group label; names the radiogroup via `aria-labelledby`. */
  legend: ReactNode;
  options: readonly RadioOption[];
  /** Layout only: every arrow key moves through the options either way, as the ARIA pattern asks. */
  orientation?: keyof typeof styles.orientation;
  hint?: ReactNode;
  /** Error message; marks the group invalid and is announced when it appears. */
  error?: ReactNode;
  /** Invalid styling and `aria-invalid` without an error message. */
  invalid?: boolean;
};

const ARROW_KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/**
 * A labelled group of radio buttons (Radix RadioGroup). Tab enters the group on the selected
 * option, arrow keys move the selection and skip disabled options.
 *
 * Radix moves focus one task after an arrow `keydown` but only selects the newly focused radio
 * if the key is still down (radix-ui/primitives#4094), so a quick tap, or a keydown/keyup pair
 * sent together by assistive tech, moved focus without selecting. The group therefore keeps the
 * value itself and selects whichever radio an arrow key focused.
 */
export function RadioGroup({
  legend,
  options,
  orientation = 'vertical',
  hint,
  error,
  invalid,
  id,
  className,
  required,
  value,
  defaultValue,
  onValueChange,
  onKeyDown,
  'aria-describedby': extraDescribedBy,
  ...props
}: RadioGroupProps) {
  const generated = useId();
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue ?? null);
  const current = value === undefined ? uncontrolled : value;
  const justCommitted = useRef<string | null>(null);
  const arrowMovesFocus = useRef(false);

  /** Selects `next` once, however many of Radix's and our handlers report it in one event. */
  const commit = (next: string) => {
    if (next === current || next === justCommitted.current) return;
    justCommitted.current = next;
    setTimeout(() => {
      justCommitted.current = null;
    });
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (!ARROW_KEYS.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // Radix queued its focus move in the item's keydown, before this bubbled here, so this
    // timer runs after that focus event: it only spans the focus this key causes.
    arrowMovesFocus.current = true;
    setTimeout(() => {
      arrowMovesFocus.current = false;
    });
  };

  const groupId = id ?? generated;
  const legendId = `${groupId}-legend`;
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  return (
    <div className={className ? `${styles.wrapper} ${className}` : styles.wrapper}>
      <div id={legendId} className={styles.legend}>
        {legend}
        {required && <RequiredMarker />}
      </div>
      {hasHint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <RadixRadioGroup.Root
        id={groupId}
        className={`${styles.group} ${styles.orientation[orientation]}`}
        aria-labelledby={legendId}
        aria-describedby={describedBy(extraDescribedBy, hasHint && hintId, hasError && errorId)}
        aria-invalid={hasError || invalid ? true : undefined}
        aria-orientation={orientation}
        required={required}
        value={current}
        onValueChange={commit}
        onKeyDown={handleKeyDown}
        {...props}
      >
        {options.map((option, index) => {
          const itemId = `${groupId}-option-${index}`;
          const descriptionId = `${itemId}-description`;
          const hasDescription = option.description !== undefined && option.description !== null && option.description !== '';
          return (
            <div key={option.value} className={styles.option}>
              <RadixRadioGroup.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                className={styles.radio}
                aria-describedby={hasDescription ? descriptionId : undefined}
                onFocus={() => {
                  if (!arrowMovesFocus.current) return;
                  arrowMovesFocus.current = false;
                  commit(option.value);
                }}
              >
                <RadixRadioGroup.Indicator className={styles.dot} />
              </RadixRadioGroup.Item>
              <span className={styles.text}>
                <label
                  className={styles.label}
                  htmlFor={itemId}
                  data-disabled={option.disabled || props.disabled ? '' : undefined}
                >
                  {option.label}
                </label>
                {hasDescription && (
                  <span id={descriptionId} className={styles.description}>
                    {option.description}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
