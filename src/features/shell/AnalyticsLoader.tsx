'use client';

import { useEffect, useState } from 'react';
import { useAuth } from '#src/features/header/AuthProvider.tsx';
import { useMachineState } from '#src/lib/use-machine-state.ts';
import { whenIdle } from '#src/lib/when-idle.ts';
import { type AnalyticsConfig, analyticsScripts } from './analytics/analytics-plan.ts';

declare global {
  interface Window {
    /** Commands for the product-analytics script, queued until it loads (`['identify', id]`). */
    productAnalyticsQueue?: unknown[];
  }
}

/**
 * Loads the configured analytics (spec §7) after the page is idle, once per
 * document; product analytics only after the visitor is identified.
 */
export function AnalyticsLoader({ config }: { config: AnalyticsConfig }) {
  const auth = useMachineState(useAuth().state);
  const profileId = auth.session.profile?.id ?? null;
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  useEffect(() => {
    if (!idle) return;
    const planned = analyticsScripts(config, {
      hostname: window.location.hostname,
      automated: navigator.webdriver === true,
      profileId,
    });
    for (const script of planned) {
      if (document.querySelector(`script[data-analytics="${script.kind}"]`)) continue;
      if (script.kind === 'tag-manager') {
        window.dataLayer ??= [];
        window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      }
      if (script.kind === 'product-analytics') {
        window.productAnalyticsQueue ??= [];
        window.productAnalyticsQueue.push(['identify', String(profileId)]);
      }
      const element = document.createElement('script');
      element.src = script.src;
      element.async = true;
      element.dataset.analytics = script.kind;
      document.head.append(element);
    }
  }, [idle, config, profileId]);
  return null;
}
