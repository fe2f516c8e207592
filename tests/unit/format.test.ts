import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, ramGb } from '../../intl/format.ts';
import { defaultLocale, localizePath, splitLocale, toLocale } from '../../intl/locales.ts';

describe('format helpers', () => {
  it('separates thousands with a space', () => {
    expect(formatNumber(18000)).toBe('18 000');
    expect(formatNumber(1234567.891, 2)).toBe('1 234 567.89');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(-4500)).toBe('-4 500');
  });

  it('shows RAM in GB from MB', () => {
    expect(ramGb(1024)).toBe('1');
    expect(ramGb(2048)).toBe('2');
    expect(ramGb(1536)).toBe('1.5');
    expect(ramGb(512)).toBe('0.5');
  });

  it('formats dates in en and UTC', () => {
    expect(formatDate('2026-03-05T23:30:00Z')).toBe('Mar 5, 2026');
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
