'use client';

import { useEffect, useState } from 'react';
import { whenIdle } from '#src/lib/when-idle.ts';
import { analyticsConsent } from './consent-cookie.ts';
import { pushConsentDefault } from './consent-default.ts';
import type { ConsentBannerSetup } from './consent-texts.ts';

/**
 * Whether the visitor has consented to analytics, asking when they have not chosen yet. Consent
 * Mode's default (all denied) goes into the dataLayer first; once the page is idle the stored choice
 * is read from the cookie, and only a visitor with no choice loads the banner's code
 * (vanilla-cookieconsent), as does a click on a `[data-consent-settings]` link (the footer's).
 * This runs on every page, so it is kept to these few lines: the rest loads lazily.
 */
export function useAnalyticsConsent(setup: ConsentBannerSetup): boolean {
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    pushConsentDefault();
    const open = (what: 'banner' | 'settings') =>
      import('./consent-banner.ts').then(
        (banner) => banner.openConsent({ ...setup, onChoice: setGranted }, what),
        // Without the chunk nothing is asked and nothing loads: the safe side.
        () => {},
      );
    // Capture: the settings open before the client shell would navigate to the link's fallback page.
    const onClick = (event: MouseEvent) => {
      if (event.button || event.ctrlKey || event.metaKey || !(event.target as Element).closest?.('[data-consent-settings]'))
        return;
      event.preventDefault();
      void open('settings');
    };
    document.addEventListener('click', onClick, true);
    const cancel = whenIdle(() => {
      const stored = analyticsConsent(document.cookie);
      if (stored === null) void open('banner');
      else setGranted(stored);
    });
    return () => {
      cancel();
      document.removeEventListener('click', onClick, true);
    };
  }, [setup]);
  return granted;
}
