import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRouter } from 'waku/router/client';
import { SearchBox, type SearchSuggestion } from '#ds/primitives/SearchBox/SearchBox.tsx';
import { IntlClientProvider } from '#intl/IntlClientProvider.tsx';
import type { Locale } from '#intl/locales.ts';
import { searchTerm } from '#src/lib/content/rules.ts';
import type { BrowserSearch } from '#src/lib/search/browser-search.ts';

/** Suggestions shown under the header box; the last row always opens the full results. */
const suggestionLimit = 6;

export type HeaderSearchBoxProps = {
  locale: Locale;
  /** The results page (`/search/` in the locale). */
  action: string;
  indexUrl: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** What was typed into the plain field this box replaces, and whether it had focus. */
  takeOver: () => { value: string; focused: boolean };
};

/**
 * The header's search combobox, loaded by `HeaderSearch` when the visitor
 * first opens or focuses the search: it loads the locale's index at once and
 * suggests as the visitor types.
 */
export default function HeaderSearchBox(props: HeaderSearchBoxProps) {
  return (
    <IntlClientProvider>
      <SearchCombobox {...props} />
    </IntlClientProvider>
  );
}

function SearchCombobox({ locale, action, indexUrl, inputRef, takeOver }: HeaderSearchBoxProps) {
  const intl = useIntl();
  const router = useRouter();
  const [initial] = useState(takeOver);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [engine, setEngine] = useState<BrowserSearch | null>(null);
  const [query, setQuery] = useState(initial.value);

  useEffect(() => {
    let current = true;
    import('#src/lib/search/browser-search.ts')
      .then(({ openBrowserSearch }) => openBrowserSearch(locale, indexUrl))
      .then(
        (opened) => {
          if (!current) return;
          setEngine(opened);
          setPhase('ready');
        },
        () => current && setPhase('failed'),
      );
    return () => {
      current = false;
    };
  }, [locale, indexUrl]);

  // Carry on where the plain field was: same text, focus kept, caret at the end — in the
  // commit that swaps the fields, so no keystroke lands on the page in between.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !initial.focused) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [inputRef, initial]);

  const term = searchTerm(query);
  const hits = engine && term ? engine.suggest(term, suggestionLimit) : [];
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
