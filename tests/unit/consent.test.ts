import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '#intl/locales.ts';
import { analyticsConsent, CONSENT_COOKIE } from '#src/features/consent/consent-cookie.ts';
import { pushConsentDefault } from '#src/features/consent/consent-default.ts';
import { consentTextIds } from '#src/features/consent/consent-texts.ts';
import { pushConsentUpdate } from '#src/features/consent/consent-update.ts';
import { analyticsCookies, strictlyNecessaryCookies } from '#src/features/consent/site-cookies.ts';
import { formCollects } from '#src/features/forms/collected-data.ts';
import { listedRoutes } from '#src/lib/seo/listed-routes.ts';

const catalog = (ns: string): Record<string, string> =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../intl/messages/en-us/${ns}.json`), 'utf8'));

/** The cookie vanilla-cookieconsent writes: URI-encoded JSON with the accepted categories. */
const stored = (categories: string[]) =>
  `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ categories, revision: 0, consentId: 'x' }))}`;

describe('the stored consent choice', () => {
  it('is no choice without the cookie, or with one that cannot be read', () => {
    expect(analyticsConsent('')).toBeNull();
    expect(analyticsConsent('use_lang=de; wmid=42')).toBeNull();
    expect(analyticsConsent(`x${CONSENT_COOKIE}=${encodeURIComponent('{"categories":["analytics"]}')}`)).toBeNull();
  });

  it('is a refusal when the cookie does not list analytics as accepted', () => {
    expect(analyticsConsent(`${CONSENT_COOKIE}=%7Bnot-json`)).toBe(false);
    expect(analyticsConsent(`${CONSENT_COOKIE}=${encodeURIComponent('{"categories":"analytics"}')}`)).toBe(false);
    expect(analyticsConsent(`${CONSENT_COOKIE}=${encodeURIComponent('{"categories":[],"data":"analytics"}')}`)).toBe(false);
  });

  it('allows analytics only when the analytics category was accepted', () => {
    expect(analyticsConsent(`use_lang=de; ${stored(['necessary', 'analytics'])}`)).toBe(true);
    expect(analyticsConsent(stored(['necessary']))).toBe(false);
  });
});

describe('Consent Mode v2 signals', () => {
  const asObject = (entry: unknown) => Array.from(entry as IArguments);

  it('default: everything denied, pushed as a gtag arguments object, once per document', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushConsentDefault(target);
    pushConsentUpdate(true, target);
    pushConsentDefault(target);
    expect(target.dataLayer).toHaveLength(2);
    const [first] = target.dataLayer ?? [];
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
    expect(asObject(first)).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ]);
  });

  it('update: analytics follows the choice, advertising stays denied', () => {
    const target: { dataLayer?: unknown[] } = { dataLayer: [] };
    pushConsentUpdate(true, target);
    pushConsentUpdate(false, target);
    expect(target.dataLayer?.map(asObject)).toEqual([
      [
        'consent',
        'update',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
      ],
      [
        'consent',
        'update',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
      ],
    ]);
  });
});

describe('what the banner and the privacy page list', () => {
  it("lists spec §4's cookies as strictly necessary, and the consent cookie itself", () => {
    const names = strictlyNecessaryCookies.map((cookie) => cookie.name);
    for (const name of ['use_lang', 'wmid', 'token', 'telegram-top-liner', CONSENT_COOKIE]) expect(names).toContain(name);
  });

  it('has every banner text in the catalog', () => {
    const consent = catalog('consent');
    for (const id of consentTextIds) expect(consent[id], id).toBeTruthy();
    for (const cookie of [...strictlyNecessaryCookies, ...analyticsCookies]) expect(consent[cookie.durationId]).toBeTruthy();
  });

  it('describes every form, its purpose and every field the page fills in', () => {
    const privacy = catalog('privacy');
    const collected = formCollects();
    expect(collected.length).toBeGreaterThan(5);
    for (const form of collected) {
      expect(privacy[`privacy.form.${form.name}`], form.name).toBeTruthy();
      expect(privacy[`privacy.purpose.${form.name}`], form.name).toBeTruthy();
      expect(form.labelIds.length, form.name).toBeGreaterThan(0);
      for (const field of form.hidden) expect(privacy[`privacy.hidden.${field}`], `${form.name}.${field}`).toBeTruthy();
      const labels = catalog(form.catalog);
      for (const id of form.labelIds) expect(labels[id], id).toBeTruthy();
    }
  });
});

it("the privacy page is in every locale's sitemap", () => {
  for (const locale of localeCodes)
    expect(
      listedRoutes(locale).map((r) => r.path),
      locale,
    ).toContain('/privacy/');
});
