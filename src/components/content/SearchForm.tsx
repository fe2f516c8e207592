import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import * as styles from './content.css.ts';

type SearchFormProps = {
  /** Where the form sends `?q=`: the list page itself. */
  action: string;
  value: string;
  label: string;
  placeholder: string;
  submitLabel: string;
};

/** A plain GET search form: it works before and without JavaScript, and its results are shareable URLs. */
export function SearchForm({ action, value, label, placeholder, submitLabel }: SearchFormProps) {
  return (
    <search>
      <form action={action} method="get" className={styles.searchForm}>
        <TextField
          type="text"
          name="q"
          defaultValue={value}
          aria-label={label}
          placeholder={placeholder}
          enterKeyHint="search"
          maxLength={100}
        />
        <Button type="submit" variant="secondary">
          {submitLabel}
        </Button>
      </form>
    </search>
  );
}
