import type { ReactNode } from 'react';
import { SkipLink } from '#ds/primitives/SkipLink/SkipLink.tsx';
import { preloadFont } from '#ds/theme/index.ts';
import { loadMessages } from '#intl/catalog.ts';
import { type Locale, locales } from '#intl/locales.ts';
import { PageMessagesProvider } from '#intl/PageMessages.tsx';
import { pickMessages } from '#intl/pick-messages.ts';
import { getIntl } from '#intl/server-intl.ts';
import { formMessagePrefixes } from '#src/features/forms/forms.ts';
import { ModalProvider } from '#src/features/forms/ModalProvider.tsx';
import { SiteDialogs } from '#src/features/forms/SiteDialogs.tsx';
import { AuthProvider } from '#src/features/header/AuthProvider.tsx';
import { topLinerGateScript } from '#src/features/header/top-liner/TopLinerGate.ts';
import { productSlugs } from '#src/routes/product-slugs.ts';
import { ClientShell } from './ClientShell.tsx';
import { shellTextIds } from './shell-texts.ts';
import '#src/features/header/top-liner/TopLinerGate.css.ts';

/**
 * The `<html>` document of one locale. It lives in the locale's layout, not in
 * Waku's root (which renders once for all routes), so `lang` is right on every
 * prerendered page and changes with client navigation across locales.
 */
export async function LocaleDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const namespaces = ['account', 'common', 'consent', 'forms', 'pages', 'search'] as const;
  const [messages, intl] = await Promise.all([loadMessages(locale, namespaces), getIntl(locale, namespaces)]);
  const serviceNames = Object.fromEntries(productSlugs.map((slug) => [slug, messages[`product.${slug}.name`] ?? slug]));
  const iso = locales[locale].iso;
  return (
    <html lang={iso}>
      <head>
        {/* Waku adds charset and viewport itself. */}
        <meta name="theme-color" content="#1f4fd1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="preload" href={preloadFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        {/* The first paint waits until the parser reaches <main>: the header is never painted half-parsed
            (its right-hand cluster would shift as the rest of it arrives). */}
        <link rel="expect" href="#main" blocking="render" />
        {import.meta.viteRsc.loadCss()}
        <script dangerouslySetInnerHTML={{ __html: topLinerGateScript }} />
      </head>
      <body>
        <SkipLink href="#main">{messages['a11y.skipToContent'] ?? ''}</SkipLink>
        <PageMessagesProvider
          value={{
            locale: iso,
            texts: Object.fromEntries(shellTextIds.map((id) => [id, intl.formatMessage({ id })])),
            // For the islands that load react-intl when a visitor needs them (forms, account menu, search box).
            messages: pickMessages(messages, [
              'header.',
              'account.',
              ...formMessagePrefixes,
              'consent.form.',
              'search.box.',
              'search.collection.',
            ]),
          }}
        >
          <ClientShell />
          <AuthProvider>
            <ModalProvider>
              {children}
              <SiteDialogs locale={locale} serviceNames={serviceNames} />
            </ModalProvider>
          </AuthProvider>
        </PageMessagesProvider>
      </body>
    </html>
  );
}
