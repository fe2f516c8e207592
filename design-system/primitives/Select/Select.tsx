'use client';
import * as RadixSelect from '@radix-ui/react-select';
import { type ComponentProps, useState } from 'react';
import { space } from '../../theme/tokens.ts';
import { type ControlSize, controlSize } from '../Field/Field.css.ts';
import * as styles from './Select.css.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

type RootProps = Omit<ComponentProps<typeof RadixSelect.Root>, 'children'>;
type TriggerProps = Pick<
  ComponentProps<typeof RadixSelect.Trigger>,
  'id' | 'className' | 'aria-describedby' | 'aria-invalid' | 'aria-labelledby' | 'onBlur' | 'onFocus'
>;

export type SelectProps = RootProps &
  TriggerProps & {
    options: readonly SelectOption[];
    /** Shown while nothing is selected. */
    placeholder?: string;
    /** Accessible name of the trigger when no visible label (`Field`, `aria-labelledby`) names it. */
    label?: string;
    size?: ControlSize;
    /** Invalid styling and `aria-invalid` without a `Field` (inside one, `Field` sets it). */
    invalid?: boolean;
    /** `aria-required` from `Field`; `required` also works. */
    'aria-required'?: boolean | 'true' | 'false';
  };

/** Radix positions the popup in pixels; these follow the spacing tokens. */
const remToPx = (rem: string) => Number.parseFloat(rem) * 16;
const sideOffset = remToPx(space.xxs);
const collisionPadding = remToPx(space.xs);

/**
 * A single-choice dropdown (Radix Select). Enter, Space or ArrowDown open it, arrows move, Enter
 * picks, Escape closes, and focus returns to the trigger. The trigger renders the selected
 * option's label itself, so server-rendered HTML shows it before the popup has ever mounted.
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
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  'aria-labelledby': ariaLabelledBy,
  'aria-required': ariaRequired,
  onBlur,
  onFocus,
  ...rootProps
}: SelectProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const selected = options.find((option) => option.value === current);

  const handleChange = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };

  return (
    <RadixSelect.Root value={current} onValueChange={handleChange} required={required} {...rootProps}>
      <RadixSelect.Trigger
        id={id}
        className={[styles.trigger, controlSize[size], className].filter(Boolean).join(' ')}
        aria-label={label}
        aria-labelledby={ariaLabelledBy}
        aria-describedby={ariaDescribedBy}
        aria-invalid={ariaInvalid ?? (invalid || undefined)}
        aria-required={required || ariaRequired || undefined}
        onBlur={onBlur}
        onFocus={onFocus}
      >
        <RadixSelect.Value className={styles.value} placeholder={placeholder}>
          {selected?.label}
        </RadixSelect.Value>
        <RadixSelect.Icon className={styles.chevron}>
          <svg viewBox="0 0 16 16" width="100%" height="100%" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          className={styles.content}
          position="popper"
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
        >
          <RadixSelect.Viewport className={styles.viewport}>
            {options.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className={styles.check}>
                  <svg viewBox="0 0 16 16" width="100%" height="100%" aria-hidden="true" focusable="false">
                    <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
