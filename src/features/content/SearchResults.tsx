import type { IntlShape } from 'react-intl';
import { ArticleList, type ArticleListItem } from '#ds/sections/ArticleList/ArticleList.tsx';
import * as styles from './content.css.ts';

type SearchResultsProps = {
  intl: IntlShape;
  term: string;
  inTitle: ArticleListItem[];
  inText: ArticleListItem[];
};

/** Search results in two lists (titles first, then text-only matches), with a count announced as a status. */
export function SearchResults({ intl, term, inTitle, inText }: SearchResultsProps) {
  const count = inTitle.length + inText.length;
  return (
    <div className={styles.stack}>
      <p role="status">{intl.formatMessage({ id: 'content.search.results' }, { count, term })}</p>
      {count === 0 ? <p>{intl.formatMessage({ id: 'content.search.none' }, { term })}</p> : null}
      {inTitle.length ? (
        <ArticleList
          heading={intl.formatMessage({ id: 'content.search.inTitles' })}
          articles={inTitle}
          emptyText=""
          id="in-titles"
        />
      ) : null}
      {inText.length ? (
        <ArticleList heading={intl.formatMessage({ id: 'content.search.inText' })} articles={inText} emptyText="" id="in-text" />
      ) : null}
    </div>
  );
}
