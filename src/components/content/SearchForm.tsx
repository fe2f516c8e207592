import type { IntlShape } from 'react-intl';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { TextField } from '../../../design-system/primitives/TextField/TextField.tsx';
import * as styles from './content.css.ts';

type SearchFormProps = {
  intl: IntlShape;
  /** What is searched: names the field (`content.search.placeholder.<scope>`). */
  scope: 'blog' | 'tutorials' | 'docs';
  /** Where the form sends `?q=`: the list page itself. */
  action: string;
  value: string;
};

/** A plain GET search form: it works before and without JavaScript, and its results are shareable URLs. */
export function SearchForm({ intl, scope, action, value }: SearchFormProps) {
  const label = intl.formatMessage({ id: `content.search.placeholder.${scope}` });
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
          {intl.formatMessage({ id: 'content.search.submit' })}
        </Button>
      </form>
    </search>
  );
}
