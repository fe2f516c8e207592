'use client';

import { useEffect } from 'react';
import type { ConsentBannerSetup } from '#src/features/consent/consent-texts.ts';
import { useAnalyticsConsent } from '#src/features/consent/useAnalyticsConsent.ts';
import { useAuth } from '#src/features/header/AuthProvider.tsx';
import { useMachineState } from '#src/lib/use-machine-state.ts';
import type { AnalyticsConfig } from './analytics/analytics-plan.ts';

/**
 * The configured analytics (spec §7), only after the visitor has consented (issue 28.1; the banner
 * asks when they have not chosen): loaded after the page is idle, once per document; product
 * analytics only after the visitor is identified.
 */
export function AnalyticsLoader({ config, consent }: { config: AnalyticsConfig; consent: ConsentBannerSetup }) {
  const granted = useAnalyticsConsent(consent);
  const profileId = useMachineState(useAuth().state).session.profile?.id ?? null;
  useEffect(() => {
    if (granted)
      import('./analytics/start-analytics.ts').then(
        (analytics) => analytics.startAnalytics(config, profileId),
        () => {},
      );
  }, [granted, config, profileId]);
  return null;
}
