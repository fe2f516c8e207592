import { describe, expect, it } from 'vitest';
import { localeRedirect } from '#server/locale-redirect.ts';

describe('use_lang cookie', () => {
  it('302s an unprefixed page to the remembered locale', () => {
    expect(localeRedirect('/pricing/', '', 'fr')).toEqual({ status: 302, location: '/fr/pricing/' });
    expect(localeRedirect('/', '?x=1', 'pt-br')).toEqual({ status: 302, location: '/pt-br/?x=1' });
  });

  it('ignores the default locale, unknown values and prefixed pages', () => {
    expect(localeRedirect('/pricing/', '', 'en-us')).toBeNull();
    expect(localeRedirect('/pricing/', '', 'xx')).toBeNull();
    expect(localeRedirect('/de/pricing/', '', 'fr')).toBeNull();
  });

  it('does not send a visitor to a locale that lacks the page', () => {
    expect(localeRedirect('/vps/promo/fast20/', '', 'de')).toBeNull();
    expect(localeRedirect('/vps/promo/try100/', '', 'de')).toEqual({ status: 302, location: '/de/vps/promo/try100/' });
  });
});

describe('missing translations', () => {
  it('301s a prefixed page without a translation to the default-locale path', () => {
    expect(localeRedirect('/es/vps/promo/try100/', '', undefined)).toEqual({ status: 301, location: '/vps/promo/try100/' });
    expect(localeRedirect('/de/vps/promo/easy10/', '?a=b', undefined)).toEqual({
      status: 301,
      location: '/vps/promo/easy10/?a=b',
    });
  });

  it('leaves translated pages and unknown paths alone', () => {
    expect(localeRedirect('/nl/vps/promo/try100/', '', undefined)).toBeNull();
    expect(localeRedirect('/de/no-such-page/', '', undefined)).toBeNull();
  });
});
