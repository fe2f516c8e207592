import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import * as styles from './content.css.ts';

type SearchFormProps = {
  /** Names the field (what is searched), also shown as its placeholder. */
  label: string;
  submitLabel: string;
  /** Where the form sends `?q=`. */
  action: string;
  value: string;
};

/** A plain GET search form: it works before and without JavaScript, and its results are shareable URLs. */
export function SearchForm({ label, submitLabel, action, value }: SearchFormProps) {
  return (
    <search>
      <form action={action} method="get" className={styles.searchForm}>
        <TextField
          type="text"
          name="q"
          defaultValue={value}
          aria-label={label}
          placeholder={label}
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
