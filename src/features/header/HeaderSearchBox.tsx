import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRouter } from 'waku/router/client';
import { SearchBox, type SearchSuggestion } from '#ds/primitives/SearchBox/SearchBox.tsx';
import { IntlClientProvider } from '#intl/IntlClientProvider.tsx';
import type { Locale } from '#intl/locales.ts';
import { searchTerm } from '#src/lib/content/rules.ts';
import type { SuggestedItem } from '#src/lib/search/search-index.ts';

/** How long typing pauses before the server is asked: one request per burst of keystrokes. */
const typingPauseMs = 120;

export type HeaderSearchBoxProps = {
  locale: Locale;
  /** The results page (`/search/` in the locale). */
  action: string;
  /** Where the server answers the locale's suggestions (`?q=`). */
  suggestUrl: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** What was typed into the plain field this box replaces, and whether it had focus. */
  takeOver: () => { value: string; focused: boolean };
};

/**
 * The header's search combobox, loaded by `HeaderSearch` when the visitor
 * first opens or focuses the search: it asks the server for suggestions once
 * the visitor pauses typing (the browser holds no index; issue 23).
 */
export default function HeaderSearchBox(props: HeaderSearchBoxProps) {
  return (
    <IntlClientProvider>
      <SearchCombobox {...props} />
    </IntlClientProvider>
  );
}

function SearchCombobox({ action, suggestUrl, inputRef, takeOver }: HeaderSearchBoxProps) {
  const intl = useIntl();
  const router = useRouter();
  const [initial] = useState(takeOver);
  const [query, setQuery] = useState(initial.value);
  const term = searchTerm(query);
  /** The last answer: for which term, its items, or failed. */
  const [answer, setAnswer] = useState<{ term: string; items: SuggestedItem[] | null } | null>(null);

  useEffect(() => {
    if (!term) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`${suggestUrl}?${new URLSearchParams({ q: term })}`, { signal: controller.signal })
        .then((response) => {
          if (!response.ok) throw new Error(`search suggestions: HTTP ${response.status}`);
          return response.json() as Promise<{ items: SuggestedItem[] }>;
        })
        .then(
          ({ items }) => setAnswer({ term, items }),
          () => !controller.signal.aborted && setAnswer({ term, items: null }),
        );
    }, typingPauseMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, suggestUrl]);

  const phase = !answer || answer.term !== term ? 'loading' : answer.items ? 'ready' : 'failed';
  // While the next answer is on its way, the last one stays listed.
  const hits = term ? (answer?.items ?? []) : [];

  // Carry on where the plain field was: same text, focus kept, caret at the end — in the
  // commit that swaps the fields, so no keystroke lands on the page in between.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !initial.focused) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [inputRef, initial]);

  const suggestions: SearchSuggestion[] = hits.map((hit) => ({
    id: hit.id.replace(/[^a-z0-9-]/gi, '-'),
    href: hit.url,
    label: hit.title,
    detail: hit.summary,
    kind: intl.formatMessage({ id: `search.collection.${hit.collection}` }),
  }));
  if (term && phase === 'ready')
    suggestions.push({
      id: 'all-results',
      href: `${action}?${new URLSearchParams({ q: term })}`,
      label: intl.formatMessage({ id: 'search.box.all' }, { term }),
    });

  const status = !term
    ? ''
    : phase === 'loading'
      ? intl.formatMessage({ id: 'search.box.loading' })
      : phase === 'failed'
        ? intl.formatMessage({ id: 'search.box.unavailable' })
        : intl.formatMessage({ id: 'search.box.count' }, { count: hits.length });

  return (
    <SearchBox
      inputRef={inputRef}
      label={intl.formatMessage({ id: 'search.box.label' })}
      placeholder={intl.formatMessage({ id: 'search.box.placeholder' })}
      submitLabel={intl.formatMessage({ id: 'search.box.submit' })}
      listLabel={intl.formatMessage({ id: 'search.box.list' })}
      action={action}
      defaultValue={initial.value}
      suggestions={suggestions}
      status={status}
      onQueryChange={setQuery}
      onSelect={(suggestion) => {
        const toggle = inputRef.current?.closest('details');
        if (toggle) toggle.open = false;
        router.push(suggestion.href);
      }}
    />
  );
}
