/**
 * Google Consent Mode v2's default, written into `window.dataLayer` the way gtag.js writes it: an
 * `arguments` object, which is how the tag manager tells a gtag command from an event. Pushed before
 * any tag loads; `consent-update.ts` follows the visitor's choice.
 */
type DataLayerWindow = { dataLayer?: unknown[] };

/** A gtag command as gtag.js pushes it: the `arguments` object itself, not an array. */
export function gtagCommand(..._command: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: the tag manager recognises gtag commands by their `arguments` object.
  return arguments;
}

/**
 * Everything denied until the visitor chooses: pushed once per document, before the first tag (a
 * second default after a visitor's update would take their choice back).
 */
export const pushConsentDefault = (target: DataLayerWindow = globalThis as DataLayerWindow) => {
  target.dataLayer ??= [];
  const layer = target.dataLayer;
  if (layer.some((entry) => (entry as IArguments)[0] === 'consent' && (entry as IArguments)[1] === 'default')) return;
  layer.push(
    gtagCommand('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      wait_for_update: 500,
    }),
  );
};
