import { pushConsentUpdate } from '#src/features/consent/consent-update.ts';
import { type AnalyticsConfig, analyticsScripts } from './analytics-plan.ts';

declare global {
  interface Window {
    /** Commands for the product-analytics script, queued until it loads (`['identify', id]`). */
    productAnalyticsQueue?: unknown[];
  }
}

let granted = false;

/**
 * Loads the configured analytics once the visitor has consented: Consent Mode's update first, then
 * each planned script once per document (product analytics when the visitor is identified). A lazy
 * chunk: a page whose visitor has not consented never downloads it.
 */
export const startAnalytics = (config: AnalyticsConfig, profileId: number | null) => {
  if (!granted) pushConsentUpdate(true);
  granted = true;
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
};
