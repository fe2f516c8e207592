'use client';

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { usePageMessages } from './PageMessages.tsx';
import type { ClientMessages } from './pick-messages.ts';

type IntlClientProviderProps = {
  /** BCP 47 tag of the island's locale; the page's by default. */
  locale?: string;
  /** Only the messages this island needs (pick them with `pickMessages`); the page's by default. */
  messages?: ClientMessages;
  children: ReactNode;
};

/**
 * react-intl for client islands that format at run time. Import it only from such islands (or
 * from modules they load lazily), so that pages without them do not ship react-intl.
 */
export function IntlClientProvider({ locale, messages, children }: IntlClientProviderProps) {
  const page = usePageMessages();
  return (
    <IntlProvider locale={locale ?? page.locale} defaultLocale="en-US" messages={messages ?? page.messages} timeZone="UTC">
      {children}
    </IntlProvider>
  );
}
