import { gtagCommand } from './consent-default.ts';

type DataLayerWindow = { dataLayer?: unknown[] };

/**
 * Consent Mode v2's update after the visitor's choice: analytics granted or denied; advertising is
 * never asked for, so it stays denied. Only the lazy chunks (banner, analytics start) push it.
 */
export const pushConsentUpdate = (analyticsGranted: boolean, target: DataLayerWindow = globalThis as DataLayerWindow) => {
  target.dataLayer ??= [];
  target.dataLayer.push(
    gtagCommand('consent', 'update', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: analyticsGranted ? 'granted' : 'denied',
    }),
  );
};
