import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { pickMessages } from '#intl/pick-messages.ts';

const catalog = {
  'calculator.total': 'Total: {amount, number, ::currency/USD}',
  'calculator.months': '{count, plural, one {# month} other {# months}}',
  'form.close': 'Close',
  'other.title': 'Not for the island',
};

describe('client messages', () => {
  it('picks by prefix and parses on the server, as react-intl would have', () => {
    const picked = pickMessages(catalog, ['calculator.', 'form.']);
    expect(Object.keys(picked)).toEqual(['calculator.total', 'calculator.months', 'form.close']);
    expect(picked['calculator.months']).toEqual(parse(catalog['calculator.months']));
    // The browser formats the parsed form exactly as it would have formatted the text.
    const months = new IntlMessageFormat(picked['calculator.months'] ?? [], 'de-DE');
    expect(months.format({ count: 1 })).toBe('1 month');
    expect(months.format({ count: 12 })).toBe('12 months');
    expect(new IntlMessageFormat(picked['calculator.total'] ?? [], 'en-US').format({ amount: 12.5 })).toBe(
      new IntlMessageFormat(catalog['calculator.total'], 'en-US').format({ amount: 12.5 }),
    );
  });

  it('parses each message once per process', () => {
    const first = pickMessages(catalog, ['form.']);
    const second = pickMessages({ ...catalog }, ['form.']);
    expect(second['form.close']).toBe(first['form.close']);
  });

  it('refuses a message that is not valid ICU instead of shipping it', () => {
    expect(() => pickMessages({ 'form.broken': '{count, plural, one {#}' }, ['form.'])).toThrow();
  });
});
