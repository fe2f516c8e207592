'use client';

import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { visuallyHidden } from '#ds/theme/utilities.css.ts';
import * as styles from './SearchBox.css.ts';
import { SearchField } from './SearchField.tsx';

export type SearchSuggestion = {
  id: string;
  href: string;
  label: string;
  /** A short second line (a summary). */
  detail?: string;
  /** The kind of result, shown as a tag (`Docs`, `Tutorial`, …). */
  kind?: string;
};

export type SearchBoxProps = {
  /** Accessible name of the field. */
  label: string;
  placeholder?: string;
  submitLabel: string;
  /** Accessible name of the suggestion list. */
  listLabel: string;
  /** Where the form sends the query with GET, so the box works without JavaScript. */
  action: string;
  name?: string;
  defaultValue?: string;
  maxLength?: number;
  suggestions: readonly SearchSuggestion[];
  /** Announced politely as it changes (loading, the number of suggestions, nothing found). */
  status?: string;
  onQueryChange?: (value: string) => void;
  /** First focus: the moment to load what the suggestions need. */
  onFocus?: () => void;
  /** A suggestion chosen by click or Enter; without it the browser goes to its `href`. */
  onSelect?: (suggestion: SearchSuggestion) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A search field with instant suggestions (the ARIA 1.2 combobox pattern):
 * focus stays in the field, ↓/↑ move through the suggestions, Enter opens the
 * highlighted one or submits the query, Escape closes the list, then clears.
 */
export function SearchBox({
  label,
  placeholder,
  submitLabel,
  listLabel,
  action,
  name = 'q',
  defaultValue = '',
  maxLength = 100,
  suggestions,
  status = '',
  onQueryChange,
  onFocus,
  onSelect,
  inputRef,
}: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [value, setValue] = useState(defaultValue);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [focused, setFocused] = useState(false);
  const open = focused && !dismissed && value.trim() !== '' && suggestions.length > 0;
  const current = open && active >= 0 && active < suggestions.length ? suggestions[active] : undefined;

  const change = (next: string) => {
    setValue(next);
    setActive(-1);
    setDismissed(false);
    onQueryChange?.(next);
  };
  const choose = (suggestion: SearchSuggestion) => {
    setDismissed(true);
    if (onSelect) onSelect(suggestion);
    else window.location.assign(suggestion.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count || !value.trim()) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setDismissed(false);
        setActive(step === 1 ? 0 : count - 1);
        return;
      }
      setActive((index) => (index < 0 ? (step === 1 ? 0 : count - 1) : (index + step + count) % count));
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      choose(current);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setDismissed(true);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        change('');
      }
    }
  };

  return (
    <SearchField
      label={label}
      placeholder={placeholder}
      submitLabel={submitLabel}
      action={action}
      name={name}
      maxLength={maxLength}
      inputRef={inputRef}
      inputProps={{
        value,
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': open,
        'aria-controls': listId,
        'aria-activedescendant': current ? `${id}-${current.id}` : undefined,
        onChange: (event) => change(event.target.value),
        onKeyDown,
        onFocus: () => {
          setFocused(true);
          onFocus?.();
        },
        onBlur: () => setFocused(false),
      }}
    >
      <div id={listId} role="listbox" aria-label={listLabel} className={styles.list} hidden={!open}>
        {open
          ? suggestions.map((suggestion, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field owns the keyboard (aria-activedescendant)
              <div
                key={suggestion.id}
                id={`${id}-${suggestion.id}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={styles.option}
                // Keep focus in the field while the pointer picks a suggestion.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(suggestion)}
              >
                <span className={styles.optionLabel}>{suggestion.label}</span>
                {suggestion.kind ? <span className={styles.kind}>{suggestion.kind}</span> : null}
                {suggestion.detail ? <span className={styles.detail}>{suggestion.detail}</span> : null}
              </div>
            ))
          : null}
      </div>
      <div role="status" className={visuallyHidden}>
        {status}
      </div>
    </SearchField>
  );
}
