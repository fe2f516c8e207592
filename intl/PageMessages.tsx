'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { ClientMessages } from './pick-messages.ts';

export type PageMessages = {
  /** BCP 47 tag of the page's locale. */
  locale: string;
  /** Messages formatted on the server, for islands that need only fixed text. */
  texts: Readonly<Record<string, string>>;
  /** Parsed messages for islands that format at run time (through `IntlClientProvider`). */
  messages: Readonly<ClientMessages>;
};

const PageMessagesContext = createContext<PageMessages>({ locale: 'en-US', texts: {}, messages: {} });

/**
 * The page's client-side messages, mounted once per document. Deliberately not react-intl: the
 * islands on every page (shell, header) read server-formatted texts, so react-intl and its
 * ICU parser load only with the islands that format at run time (forms, configurators).
 */
export function PageMessagesProvider({ value, children }: { value: PageMessages; children: ReactNode }) {
  return <PageMessagesContext value={value}>{children}</PageMessagesContext>;
}

export const usePageMessages = (): PageMessages => useContext(PageMessagesContext);
