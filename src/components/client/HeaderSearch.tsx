'use client';

import { type ComponentType, useEffect, useRef, useState } from 'react';
import { SearchField } from '../../../design-system/primitives/SearchBox/SearchField.tsx';
import type { Locale } from '../../../intl/locales.ts';
import type { HeaderSearchBoxProps } from './HeaderSearchBox.tsx';
import { useShellText } from './shell-texts.ts';

type HeaderSearchProps = {
  locale: Locale;
  /** The results page (`/search/` in the locale). */
  action: string;
  indexUrl: string;
};

/**
 * The header's search: a plain GET form to the results page (all a page
 * ships, and all it needs without JavaScript) until the visitor opens the
 * search toggle or focuses the field; then the combobox with instant
 * suggestions loads, with its index, and takes the field's place.
 */
export function HeaderSearch({ locale, action, indexUrl }: HeaderSearchProps) {
  const t = useShellText();
  const inputRef = useRef<HTMLInputElement>(null);
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
    const toggle = inputRef.current?.closest('details');
    if (!toggle) return;
    const onToggle = () => {
      if (!toggle.open) return;
      setWanted(true);
      inputRef.current?.focus();
    };
    toggle.addEventListener('toggle', onToggle);
    // Opened before this island hydrated: carry on as the toggle would have.
    if (toggle.open) onToggle();
    return () => toggle.removeEventListener('toggle', onToggle);
  }, []);

  const field = (
    <SearchField
      label={t('search.box.label')}
      placeholder={t('search.box.placeholder')}
      submitLabel={t('search.box.submit')}
      action={action}
      inputRef={inputRef}
      inputProps={{ onFocus: () => setWanted(true) }}
    />
  );
  if (!Box) return field;
  // The box replaces the field in one commit; it reads the field while it is still there.
  return (
    <Box
      locale={locale}
      action={action}
      indexUrl={indexUrl}
      inputRef={inputRef}
      takeOver={() => ({ value: inputRef.current?.value ?? '', focused: document.activeElement === inputRef.current })}
    />
  );
}
