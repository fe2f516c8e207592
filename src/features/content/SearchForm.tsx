import { SearchField } from '#ds/primitives/SearchBox/SearchField.tsx';
import * as styles from './content.css.ts';

type SearchFormProps = {
  /** Names the field (what is searched), also shown as its placeholder. */
  label: string;
  submitLabel: string;
  /** Where the form sends `?q=`. */
  action: string;
  value: string;
};

/** A plain GET search form on a list or results page: it works without JavaScript, and its results are shareable URLs. */
export function SearchForm({ label, submitLabel, action, value }: SearchFormProps) {
  return (
    <div className={styles.searchForm}>
      <SearchField
        label={label}
        placeholder={label}
        submitLabel={submitLabel}
        action={action}
        inputProps={{ defaultValue: value }}
      />
    </div>
  );
}
