import { type Locale, localizePath } from '#intl/locales.ts';

/**
 * Deployment settings read from the environment, with embedded defaults so
 * `npm start` needs no external service. SITE_URL is read at build time for
 * prerendered pages (canonical and hreflang URLs) and at run time for the rest.
 */
const trimSlash = (value: string) => value.replace(/\/+$/, '');

export const siteConfig = {
  /** Canonical origin of the production site; any other host is off-production. */
  siteUrl: trimSlash(process.env.SITE_URL || 'https://nuvora.cloud'),
  /** The customer control panel (sign in, sign up, billing). */
  controlPanelUrl: trimSlash(process.env.CONTROL_PANEL_URL || 'https://my.nuvora.cloud'),
  /** The channel the top-liner banner invites visitors to. */
  telegramChannelUrl: process.env.TELEGRAM_CHANNEL_URL || 'https://t.me/nuvoracloud',
};

export const productionHost = new URL(siteConfig.siteUrl).host;

/** The canonical address of a locale-free site path in a locale: `https://nuvora.cloud/de/pricing/`. */
export const absoluteUrl = (path: string, locale: Locale): string => `${siteConfig.siteUrl}${localizePath(path, locale)}`;

/**
 * The host every off-production page is rendered for (the server keeps one copy for all of them, as no
 * page carries the host it was asked on). A `.invalid` name, so a page that ever embedded it would
 * show it rather than someone's host.
 */
export const offProductionHost = 'off-production.invalid';

/** Search engines index only the production host (spec §2). */
export const isProductionHost = (host: string | null | undefined): boolean => host === productionHost;

type SignUpParams = {
  service?: string;
  plan?: string;
  promo?: string;
  ref?: string;
  /** A Kubernetes tariff's version and network driver. */
  version?: string;
  network_driver?: string;
};

/** The control panel's sign-up page, carrying what the visitor chose (service data, plan, promotion). */
export const signUpUrl = (params: SignUpParams = {}): string => {
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return `${siteConfig.controlPanelUrl}/signup${query.size ? `?${query}` : ''}`;
};

export const loginUrl = (): string => `${siteConfig.controlPanelUrl}/login`;

/**
 * Where a sign-in link on the site leads: the site's own start (`server/auth/auth-routes.ts`), which
 * gives this browser a `state` nonce and sends it on to `loginUrl()`. `/oauth/` completes only a
 * sign-in started there.
 */
export const signInPath = '/api/auth/start';

/** Balance and payments in the control panel. */
export const billingUrl = (): string => `${siteConfig.controlPanelUrl}/billing`;

/** Where visitors ask what we hold about them, and for its deletion (the privacy page). */
export const privacyContactEmail = 'support@nuvora.cloud';
