/** What the sign-up modal was opened with that analytics needs (spec §4). */
export type SignUpOrigin = { event: string | null; service: string | null };

/** The dataLayer entry of a completed sign-up: the modal's own event name, and the product it came from. */
export type SignUpConversion = { event: string; service: string | null };

type DataLayerWindow = { dataLayer?: unknown[] };

/**
 * Reports a completed sign-up to the tag manager's `window.dataLayer` with the
 * event the modal was opened with (spec §4). Nothing is loaded or sent from
 * here: whatever reads the dataLayer (the tag manager, when configured)
 * decides what leaves the browser. A modal opened without an event reports
 * nothing.
 */
export const pushSignUpConversion = (
  origin: SignUpOrigin,
  target: DataLayerWindow = globalThis as DataLayerWindow,
): SignUpConversion | null => {
  if (!origin.event) return null;
  const entry: SignUpConversion = { event: origin.event, service: origin.service };
  target.dataLayer ??= [];
  target.dataLayer.push(entry);
  return entry;
};
