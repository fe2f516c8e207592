'use client';

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { usePageMessages } from './PageMessages.tsx';
import type { ClientMessages } from './pick-messages.ts';

type IntlClientProviderProps = {
  /** Only the messages this island needs (pick them with `pickMessages`); the page's by default. */
  messages?: ClientMessages;
  children: ReactNode;
};

/**
 * react-intl, in the page's locale, for client islands that format at run time. Import it only from
 * such islands (or from modules they load lazily), so that pages without them do not ship react-intl.
 */
export function IntlClientProvider({ messages, children }: IntlClientProviderProps) {
  const page = usePageMessages();
  return (
    <IntlProvider locale={page.locale} defaultLocale="en-US" messages={messages ?? page.messages} timeZone="UTC">
      {children}
    </IntlProvider>
  );
}
