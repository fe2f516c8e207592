import { wordsOf } from './terms.ts';

/** Text in runs, the runs that matched the search marked. */
export type Highlighted = { text: string; match: boolean }[];

/** The indexed words a search matched (a `Set`, or a test such as "begins with a word typed"). */
export type MatchedTerms = Pick<ReadonlySet<string>, 'has'>;

/** A word as the index stores it (null when it does not count); callers pass a memoised `normaliseTerm`. */
export type Normalise = (word: string) => string | null;

type Match = { term: string; start: number; end: number };

const marked = (text: string, from: number, to: number, matches: readonly Match[]): Highlighted => {
  const runs: Highlighted = [];
  let at = from;
  for (const { start, end } of matches) {
    if (start < from || end > to) continue;
    if (start > at) runs.push({ text: text.slice(at, start), match: false });
    runs.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < to) runs.push({ text: text.slice(at, to), match: false });
  return runs;
};

const matchesIn = (text: string, terms: MatchedTerms, normalise: Normalise): Match[] =>
  wordsOf(text).flatMap(({ word, start, end }) => {
    const term = normalise(word);
    return term !== null && terms.has(term) ? [{ term, start, end }] : [];
  });

/** A whole text (a title) with the words that matched the search marked. */
export const highlight = (text: string, terms: MatchedTerms, normalise: Normalise): Highlighted =>
  marked(text, 0, text.length, matchesIn(text, terms, normalise));

/**
 * The passage of a body that best shows why it matched: the window of about
 * `length` characters holding the most distinct matched words, cut at word
 * boundaries, with ellipses where it was cut. Without matches, the opening.
 */
export const snippet = (body: string, terms: MatchedTerms, normalise: Normalise, length = 200): Highlighted => {
  const text = body.replace(/\s+/g, ' ').trim();
  const matches = matchesIn(text, terms, normalise);
  // Slide a window over the matches, counting the distinct terms inside it.
  const inWindow = new Map<string, number>();
  let from = 0;
  let best = 0;
  let last = 0;
  for (const match of matches) {
    for (; last < matches.length && (matches[last] as Match).end <= match.start + length; last++) {
      const term = (matches[last] as Match).term;
      inWindow.set(term, (inWindow.get(term) ?? 0) + 1);
    }
    if (inWindow.size > best) {
      best = inWindow.size;
      // Start a little before the first match, at a word boundary.
      from = Math.max(0, match.start - 40);
    }
    const count = inWindow.get(match.term) ?? 0;
    if (count <= 1) inWindow.delete(match.term);
    else inWindow.set(match.term, count - 1);
  }
  if (from > 0) from = text.indexOf(' ', from) + 1 || from;
  let to = Math.min(text.length, from + length);
  if (to < text.length) to = text.lastIndexOf(' ', to) > from ? text.lastIndexOf(' ', to) : to;
  const runs = marked(text, from, to, matches);
  if (from > 0) runs.unshift({ text: '… ', match: false });
  if (to < text.length) runs.push({ text: ' …', match: false });
  return runs;
};
