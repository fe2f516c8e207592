import * as CookieConsent from 'vanilla-cookieconsent';
// A URL, not an import of the CSS: the site's stylesheets are one file inlined into every page, and
// the banner's 5 KB (gzip) must load only with the banner.
import stylesheetUrl from 'vanilla-cookieconsent/dist/cookieconsent.css?url';
import { vars } from '#ds/theme/theme.css.ts';
import { ANALYTICS_CATEGORY, CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from './consent-cookie.ts';
import type { ConsentBannerSetup } from './consent-texts.ts';
import { pushConsentUpdate } from './consent-update.ts';
import { analyticsCookies, type SiteCookie, strictlyNecessaryCookies } from './site-cookies.ts';

/**
 * The consent banner and its settings: vanilla-cookieconsent (decision
 * docs/decisions/2026-11-28-consent-banner.md), loaded only when a visitor has not chosen yet or
 * opens the settings from the footer. Its texts come from our catalogs; its choice lives in the
 * strictly necessary `cookie_consent` cookie (`consent-cookie.ts`), six months.
 */
export type ConsentBannerOptions = ConsentBannerSetup & {
  /** Told the stored choice on every page view that has one, and each time it changes. */
  onChoice: (analyticsGranted: boolean) => void;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const config = ({ texts, privacyHref, lang, onChoice }: ConsentBannerOptions): CookieConsent.CookieConsentConfig => {
  const t = (id: string) => escapeHtml(texts[id] ?? '');
  const privacyLink = `<a href="${escapeHtml(privacyHref)}">${t('consent.privacyLink')}</a>`;
  const table = (cookies: readonly SiteCookie[]) => ({
    headers: { name: t('consent.table.name'), purpose: t('consent.table.purpose'), duration: t('consent.table.duration') },
    body: cookies.map((cookie) => ({
      name: escapeHtml(cookie.name),
      purpose: t(cookie.purposeId),
      duration: t(cookie.durationId),
    })),
  });
  // A grant's update is pushed by the analytics start, right before the first tag; a refusal's here.
  const report = () => {
    const analytics = CookieConsent.acceptedCategory(ANALYTICS_CATEGORY);
    if (!analytics) pushConsentUpdate(false);
    onChoice(analytics);
  };
  return {
    // Visitors and crawlers alike see the page as it is; a test browser must see the banner too.
    hideFromBots: false,
    // The pointer can still reach the page; keyboard focus stays in the banner (a modal dialog, as the
    // library declares it with aria-modal) until the visitor chooses, so nobody tabs past the question.
    disablePageInteraction: false,
    manageScriptTags: false,
    cookie: {
      name: CONSENT_COOKIE,
      expiresAfterDays: CONSENT_MAX_AGE_DAYS,
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      [ANALYTICS_CATEGORY]: {
        // Withdrawing consent removes the providers' cookies, and reloads so their scripts stop too.
        autoClear: { cookies: [{ name: /^_ga/ }, { name: /^_gid/ }, { name: /^_gat/ }], reloadPage: true },
      },
    },
    language: {
      default: lang,
      translations: {
        [lang]: {
          consentModal: {
            title: t('consent.banner.title'),
            description: `${t('consent.banner.text')} ${privacyLink}`,
            acceptAllBtn: t('consent.accept'),
            acceptNecessaryBtn: t('consent.reject'),
            showPreferencesBtn: t('consent.settings'),
          },
          preferencesModal: {
            title: t('consent.settings.title'),
            acceptAllBtn: t('consent.accept'),
            acceptNecessaryBtn: t('consent.reject'),
            savePreferencesBtn: t('consent.save'),
            closeIconLabel: t('consent.close'),
            sections: [
              { description: `${t('consent.settings.intro')} ${privacyLink}` },
              {
                title: t('consent.necessary.title'),
                description: t('consent.necessary.text'),
                linkedCategory: 'necessary',
                cookieTable: table(strictlyNecessaryCookies),
              },
              {
                title: t('consent.analytics.title'),
                description: t('consent.analytics.text'),
                linkedCategory: ANALYTICS_CATEGORY,
                cookieTable: table(analyticsCookies),
              },
            ],
          },
        },
      },
    },
    onConsent: report,
    onChange: report,
  };
};

/** The library's stylesheet, and its custom properties set to the kit's tokens; resolves once it applies. */
const loadStyles = () =>
  new Promise<void>((resolve) => {
    const theme = document.createElement('style');
    const properties = {
      '--cc-font-family': vars.font.body,
      '--cc-bg': vars.color.surface,
      '--cc-primary-color': vars.color.ink,
      '--cc-secondary-color': vars.color.inkMuted,
      '--cc-btn-primary-bg': vars.color.brand,
      '--cc-btn-primary-color': vars.color.surface,
      '--cc-btn-primary-border-color': vars.color.brand,
      '--cc-btn-primary-hover-bg': vars.color.brandStrong,
      '--cc-btn-primary-hover-color': vars.color.surface,
      '--cc-btn-primary-hover-border-color': vars.color.brandStrong,
      '--cc-btn-border-radius': vars.radius.md,
      '--cc-modal-border-radius': vars.radius.lg,
      '--cc-separator-border-color': vars.color.border,
      '--cc-toggle-on-bg': vars.color.brand,
      '--cc-toggle-readonly-bg': vars.color.borderStrong,
      '--cc-link-color': vars.color.brand,
      '--cc-cookie-category-block-bg': vars.color.surfaceMuted,
      '--cc-cookie-category-block-border': vars.color.border,
      '--cc-cookie-category-block-hover-bg': vars.color.brandSoft,
      '--cc-cookie-category-block-hover-border': vars.color.border,
      '--cc-cookie-category-expanded-block-bg': vars.color.surface,
      '--cc-cookie-category-expanded-block-hover-bg': vars.color.surfaceMuted,
    };
    theme.textContent = `#cc-main{${Object.entries(properties)
      .map(([name, value]) => `${name}:${value}`)
      .join(';')}}#cc-main :focus-visible{outline:2px solid ${vars.color.focus};outline-offset:2px}`;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.onload = () => resolve();
    // Unstyled is still usable: the banner shows anyway.
    link.onerror = () => resolve();
    document.head.append(link, theme);
  });

let running: Promise<void> | null = null;

/** Shows the banner when the visitor has not chosen yet (`banner`), or the settings (`settings`). */
export const openConsent = (options: ConsentBannerOptions, what: 'banner' | 'settings'): Promise<void> => {
  running ??= loadStyles().then(() => CookieConsent.run(config(options)));
  return running.then(() => {
    if (what === 'settings') CookieConsent.showPreferences();
  });
};
