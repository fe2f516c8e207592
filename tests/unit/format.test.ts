import { createIntl } from 'react-intl/server';
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatSize, formatStorage, ramGb } from '#intl/format.ts';
import { defaultLocale, locales, localizePath, splitLocale, toLocale } from '#intl/locales.ts';

describe('format helpers', () => {
  it('separates thousands with a space', () => {
    expect(formatNumber(18000)).toBe('18 000');
    expect(formatNumber(1234567.891, 2)).toBe('1 234 567.89');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(-4500)).toBe('-4 500');
  });

  it('shows RAM in GB from MB', () => {
    expect(ramGb(1024)).toBe(1);
    expect(ramGb(2048)).toBe(2);
    expect(ramGb(1536)).toBe(1.5);
    expect(ramGb(512)).toBe(0.5);
  });

  it('writes a size with the decimal mark of the page’s market (0.5 TB is 0,5 TB in Europe and Brazil)', () => {
    const written = Object.fromEntries(Object.values(locales).map((l) => [l.code, formatSize(0.5, l.iso)]));
    expect(written).toEqual({ 'en-us': '0.5', de: '0,5', es: '0,5', fr: '0,5', it: '0,5', nl: '0,5', 'pt-br': '0,5' });
    expect(formatSize(1.5, 'de')).toBe('1,5');
    expect(formatSize(25, 'fr')).toBe('25');
    expect(formatSize(0.125, 'en-US')).toBe('0.13');
    // Thousands keep the site's space (spec §9), whatever the market's separator.
    expect(formatSize(10240, 'de')).toBe('10 240');
    expect(formatSize(10240, 'en-US')).toBe('10 240');
  });

  it('writes storage with the market’s unit and decimal mark: 0,5 To in French', () => {
    expect(formatStorage(0.5, 'terabyte', 'fr')).toBe('0,5\u202fTo');
    expect(formatStorage(50, 'gigabyte', 'fr')).toBe('50\u202fGo');
    expect(formatStorage(0.5, 'terabyte', 'de')).toBe('0,5 TB');
    expect(formatStorage(0.5, 'terabyte', 'en-US')).toBe('0.5 TB');
    expect(formatStorage(1000, 'gigabyte', 'pt-BR')).toBe('1 000 GB');
  });
});

describe('the date rule', () => {
  it('writes a day as the page locale writes it', () => {
    expect(formatDate('2026-03-01', 'en-US')).toBe('March 1, 2026');
    expect(formatDate('2026-03-01', 'de')).toBe('1. März 2026');
    expect(formatDate('2026-03-01', 'es')).toBe('1 de marzo de 2026');
    expect(formatDate('2026-03-01', 'fr')).toBe('1 mars 2026');
    expect(formatDate('2026-03-01', 'it')).toBe('1 marzo 2026');
    expect(formatDate('2026-03-01', 'nl')).toBe('1 maart 2026');
    expect(formatDate('2026-03-01', 'pt-BR')).toBe('1 de março de 2026');
  });

  it('reads the day in UTC, whatever the time zone of the server or the offset of the value', () => {
    expect(formatDate('2026-11-27T23:30:00Z', 'en-US')).toBe('November 27, 2026');
    expect(formatDate('2026-11-28T00:30:00+02:00', 'en-US')).toBe('November 27, 2026');
    expect(formatDate(Date.UTC(2025, 6, 4, 8), 'de')).toBe('4. Juli 2025');
  });

  it('agrees with the formatter react-intl gives the pages', () => {
    for (const { iso } of Object.values(locales)) {
      const intl = createIntl({ locale: iso, timeZone: 'UTC' });
      expect(formatDate('2025-07-04T08:00:00Z', intl.locale)).toBe(
        intl.formatDate('2025-07-04T08:00:00Z', { dateStyle: 'long', timeZone: 'UTC' }),
      );
    }
  });
});

describe('locale registry', () => {
  it('reads the locale from the prefix and treats en-us as unprefixed', () => {
    expect(splitLocale('/de/pricing/')).toEqual({ locale: 'de', rest: '/pricing/', prefixed: true });
    expect(splitLocale('/pt-br/')).toEqual({ locale: 'pt-br', rest: '/', prefixed: true });
    expect(splitLocale('/pricing/')).toEqual({ locale: defaultLocale, rest: '/pricing/', prefixed: false });
    expect(splitLocale('/en-us/pricing/').prefixed).toBe(false);
    expect(splitLocale('/docs/').locale).toBe(defaultLocale);
  });

  it('falls back to en-us for an unknown locale', () => {
    expect(toLocale('xx')).toBe('en-us');
    expect(toLocale('fr')).toBe('fr');
  });

  it('prefixes every locale but the default', () => {
    expect(localizePath('/pricing/', 'en-us')).toBe('/pricing/');
    expect(localizePath('/', 'nl')).toBe('/nl/');
  });
});
