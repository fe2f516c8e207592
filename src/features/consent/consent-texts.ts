import { analyticsCookies, strictlyNecessaryCookies } from './site-cookies.ts';

/** The banner's and its settings' texts (namespace `consent`), read on the server and handed to the island. */
export const consentTextIds = [
  'consent.banner.title',
  'consent.banner.text',
  'consent.accept',
  'consent.reject',
  'consent.settings',
  'consent.settings.title',
  'consent.settings.intro',
  'consent.save',
  'consent.close',
  'consent.necessary.title',
  'consent.necessary.text',
  'consent.analytics.title',
  'consent.analytics.text',
  'consent.table.name',
  'consent.table.purpose',
  'consent.table.duration',
  'consent.privacyLink',
  ...new Set([...strictlyNecessaryCookies, ...analyticsCookies].flatMap((cookie) => [cookie.purposeId, cookie.durationId])),
] as const;

export type ConsentTexts = Readonly<Record<string, string>>;

/** What the banner needs from the page: its texts, the privacy page of the page's locale, the page's language. */
export type ConsentBannerSetup = { texts: ConsentTexts; privacyHref: string; lang: string };
