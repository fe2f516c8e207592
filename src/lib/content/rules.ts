import type { Filter } from './query.ts';

/** The content rules of spec §4, §5 and §9, as query parts and plain functions. */

export const mainPageListLimit = 5;
export const defaultListLimit = 3;
/** Blog and tutorial list pages show this many items per page. */
export const listPageSize = 12;
export const marketplaceIconWidth = 96;
/**
 * A tutorial scheduled up to three hours ahead is already shown. Written with
 * Directus's `$NOW` variable, so the query stays the same from one request to
 * the next (and is cached as one), while the clock is read where it is run.
 */
export const publishAhead = '$NOW(+3 hours)';
export const newestFirst = ['-date_created'] as const;
export const mostInstalledFirst = ['-installs'] as const;

export const published: Filter = { status: { _eq: 'published' } };

/**
 * Tutorials show when published, not scheduled later than three hours from
 * now, and written by a published author.
 */
export const visibleTutorials: Filter = {
  _and: [
    published,
    {
      _or: [{ publish_after: { _null: true } }, { publish_after: { _lte: publishAhead } }],
    },
    { author: { status: { _eq: 'published' } } },
  ],
};

/** Marketplace items are filtered by status in production only, so editors can preview drafts elsewhere. */
export const visibleMarketplaceItems = (production: boolean): Filter => (production ? published : {});

/** The words of a search that count: one-character words are ignored. */
export const searchWords = (query: string): string[] =>
  query
    .trim()
    .split(/\s+/)
    .filter((word) => [...word].length > 1);

/** The normalised search term, or null when nothing searchable is left. */
export const searchTerm = (query: string | null | undefined): string | null => {
  const words = searchWords(query ?? '');
  return words.length ? words.join(' ') : null;
};

/**
 * Text search of spec §5, the query half: the body contains every word of the term. The other half,
 * "and the title does not", is `titleHolds` applied to the answer: Directus 11 has no `_nicontains`
 * (it answers 400 INVALID_QUERY), and `_ncontains` is case-sensitive. "Does not" is the exact
 * opposite of `titleSearch`: some word of the term is missing from the title, so no item is in both
 * lists, whatever the number of words.
 */
export const textSearch = (term: string, textField: string): Filter => ({
  _and: searchWords(term).map((word) => ({ [textField]: { _icontains: word } })),
});

/** Whether a title holds every word of the term (case-insensitive): what `titleSearch` asks Directus. */
export const titleHolds = (title: string, term: string): boolean => {
  const lower = title.toLowerCase();
  return searchWords(term).every((word) => lower.includes(word.toLowerCase()));
};

/** How many rows a text search asks for, so that enough remain once the title matches are dropped. */
export const textSearchLimit = (shown: number) => shown * 2;

export const titleSearch = (term: string, title: string): Filter => ({
  _and: searchWords(term).map((word) => ({ [title]: { _icontains: word } })),
});

export const totalPages = (count: number, pageSize: number): number => Math.max(1, Math.ceil(count / pageSize));

/**
 * The page a `?page=` value asks for: 1 without one, null (a 404) when it is
 * not a page number. A page past `totalPages` is a 404 too; the list query
 * that fetches the page also counts them, so that is checked after it.
 */
export const requestedPage = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return 1;
  return /^[1-9]\d{0,4}$/.test(value) ? Number(value) : null;
};
