'use client';

import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import type { Locale } from '#intl/locales.ts';
import type { HeaderSearchBoxProps } from './HeaderSearchBox.tsx';

type HeaderSearchProps = {
  locale: Locale;
  /** The results page (`/search/` in the locale). */
  action: string;
  suggestUrl: string;
  /** The plain GET form to the results page, rendered on the server (`SearchField`). */
  children: ReactNode;
};

/**
 * The header's search: the server's plain GET form to the results page (all a
 * page ships, and all it needs without JavaScript) until the visitor opens the
 * search toggle or focuses the field; then the combobox with instant
 * suggestions (asked of the server as the visitor types) loads and takes the
 * field's place.
 */
export function HeaderSearch({ locale, action, suggestUrl, children }: HeaderSearchProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [Box, setBox] = useState<ComponentType<HeaderSearchBoxProps> | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import('./HeaderSearchBox.tsx').then(
      (module) => current && setBox(() => module.default),
      // Offline or a failed chunk: the plain form still searches.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    const input = wrapper.current?.querySelector('input');
    if (!input) return;
    inputRef.current = input;
    const want = () => setWanted(true);
    const toggle = input.closest('details');
    const onToggle = () => {
      if (!toggle?.open) return;
      want();
      // The box's own field once it has taken over (it sets the ref), this one before.
      inputRef.current?.focus();
    };
    input.addEventListener('focus', want);
    toggle?.addEventListener('toggle', onToggle);
    // Opened or focused before this island hydrated: carry on as the events would have.
    if (document.activeElement === input) want();
    onToggle();
    return () => {
      input.removeEventListener('focus', want);
      toggle?.removeEventListener('toggle', onToggle);
    };
  }, []);

  // The box replaces the field in one commit; it reads the field while it is still there.
  return (
    <div ref={wrapper} style={{ display: 'contents' }}>
      {Box ? (
        <Box
          locale={locale}
          action={action}
          suggestUrl={suggestUrl}
          inputRef={inputRef}
          takeOver={() => ({ value: inputRef.current?.value ?? '', focused: document.activeElement === inputRef.current })}
        />
      ) : (
        children
      )}
    </div>
  );
}
