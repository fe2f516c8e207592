import type { ComponentProps, ReactNode, Ref } from 'react';
import { Button } from '#ds/primitives/Button/Button.tsx';
import { IconSearch } from '#ds/primitives/Icon/Icon.tsx';
import * as styles from './SearchBox.css.ts';

export type SearchFieldProps = {
  /** Accessible name of the field. */
  label: string;
  placeholder?: string;
  submitLabel: string;
  /** Where the form sends the query with GET. */
  action: string;
  name?: string;
  maxLength?: number;
  /** More attributes and handlers for the input (a combobox adds its ARIA state here). */
  inputProps?: Omit<ComponentProps<'input'>, 'ref'>;
  inputRef?: Ref<HTMLInputElement>;
  /** Rendered inside the form after the field (a suggestion list). */
  children?: ReactNode;
};

/**
 * A search field and its button in a GET form: the server-safe part of
 * `SearchBox`, and on its own a search form that needs no JavaScript.
 */
export function SearchField({
  label,
  placeholder,
  submitLabel,
  action,
  name = 'q',
  maxLength = 100,
  inputProps,
  inputRef,
  children,
}: SearchFieldProps) {
  return (
    <search className={styles.root}>
      <form action={action} method="get" className={styles.form}>
        <div className={styles.field}>
          <IconSearch className={styles.icon} />
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            name={name}
            maxLength={maxLength}
            placeholder={placeholder}
            aria-label={label}
            autoComplete="off"
            enterKeyHint="search"
            {...inputProps}
          />
          <Button type="submit">{submitLabel}</Button>
        </div>
        {children}
      </form>
    </search>
  );
}
