import { describe, expect, it } from 'vitest';
import { locales } from '#intl/locales.ts';
import { formatMoney } from '#intl/money.ts';

// Intl separates with no-break spaces: U+00A0 before or after the sign, U+202F (narrow) between French thousands.
const nbsp = '\u00a0';
const narrow = '\u202f';

describe('formatMoney', () => {
  it('writes an amount as each market writes it, thousands separator and sign included', () => {
    const written = Object.fromEntries(Object.values(locales).map((l) => [l.code, formatMoney(1232, l.iso)]));
    expect(written).toEqual({
      'en-us': '$1,232',
      de: `1.232${nbsp}$`,
      // Spanish and Italian (CLDR) leave a four-digit amount ungrouped; five digits are grouped below.
      es: `1232${nbsp}$`,
      fr: `1${narrow}232${nbsp}$`,
      it: `1232${nbsp}$`,
      nl: `$${nbsp}1.232`,
      'pt-br': `US$${nbsp}1.232`,
    });
    expect(formatMoney(12_345, 'es')).toBe(`12.345${nbsp}$`);
    expect(formatMoney(12_345, 'it')).toBe(`12.345${nbsp}$`);
    expect(formatMoney(1_234_567, 'en-US')).toBe('$1,234,567');
  });

  it('writes a price without decimals when it is whole, else with cents: never "4,00 $", never "4,5 $"', () => {
    expect(formatMoney(4, 'en-US')).toBe('$4');
    expect(formatMoney(4, 'fr')).toBe(`4${nbsp}$`);
    expect(formatMoney(4, 'pt-BR')).toBe(`US$${nbsp}4`);
    expect(formatMoney(4, 'nl')).toBe(`$${nbsp}4`);
    expect(formatMoney(4.5, 'de')).toBe(`4,50${nbsp}$`);
    expect(formatMoney(12_345.5, 'en-US')).toBe('$12,345.50');
    expect(formatMoney(12_345.5, 'de')).toBe(`12.345,50${nbsp}$`);
    expect(formatMoney(0.02, 'nl')).toBe(`$${nbsp}0,02`);
    expect(formatMoney(4.999, 'en-US')).toBe('$5');
  });

  it('writes an hourly rate with four decimals, so a column of rates lines up', () => {
    expect(formatMoney(0.0055, 'en-US', { precision: 'rate' })).toBe('$0.0055');
    expect(formatMoney(0.0055, 'de', { precision: 'rate' })).toBe(`0,0055${nbsp}$`);
    expect(formatMoney(0.006, 'fr', { precision: 'rate' })).toBe(`0,0060${nbsp}$`);
    expect(formatMoney(0.5, 'pt-BR', { precision: 'rate' })).toBe(`US$${nbsp}0,5000`);
    expect(formatMoney(0.123456, 'en-US', { precision: 'rate' })).toBe('$0.1235');
  });

  it('reads the site’s locale tags as their markets’ full locales (de → de-DE, pt-br → pt-BR)', () => {
    for (const { code, iso, market } of Object.values(locales)) {
      expect(formatMoney(1232.5, code)).toBe(formatMoney(1232.5, market));
      expect(formatMoney(1232.5, iso)).toBe(formatMoney(1232.5, market));
    }
  });

  it('writes roubles the Russian way in every language: a space between thousands, whole roubles', () => {
    for (const { iso } of Object.values(locales)) {
      expect(formatMoney(18_000, iso, { currency: 'RUB', precision: 'whole' })).toBe(`18${nbsp}000${nbsp}₽`);
      expect(formatMoney(1341, iso, { currency: 'RUB', precision: 'whole' })).toBe(`1${nbsp}341${nbsp}₽`);
    }
    expect(formatMoney(649.6, 'en-US', { currency: 'RUB', precision: 'whole' })).toBe(`650${nbsp}₽`);
  });

  it('writes euros in the page locale too', () => {
    expect(formatMoney(5, 'en-US', { currency: 'EUR', precision: 'amount' })).toBe('€5');
    expect(formatMoney(5, 'de', { currency: 'EUR', precision: 'amount' })).toBe(`5${nbsp}€`);
    expect(formatMoney(5, 'pt-BR', { currency: 'EUR', precision: 'amount' })).toBe(`€${nbsp}5`);
  });
});
