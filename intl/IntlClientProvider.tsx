'use client';

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

type IntlClientProviderProps = {
  /** BCP 47 tag of the page's locale. */
  locale: string;
  /** Only the messages this client island needs: pick them with `pickMessages`. */
  messages: Record<string, string>;
  children: ReactNode;
};

/** react-intl for client components; the server decides which messages cross the wire. */
export function IntlClientProvider({ locale, messages, children }: IntlClientProviderProps) {
  return (
    <IntlProvider locale={locale} defaultLocale="en-US" messages={messages} timeZone="UTC">
      {children}
    </IntlProvider>
  );
}
