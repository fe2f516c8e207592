import { createIntl } from 'react-intl/server';
import { describe, expect, it, vi } from 'vitest';
import { getIntl, withFixedTextsOnce } from '#intl/server-intl.ts';

const messages = {
  plain: "Cloud servers you'll like",
  quoted: "Type '{'name'}' literally",
  count: '{count, plural, one {# server} other {# servers}}',
  price: 'From {price}',
};

const formatter = () => {
  const intl = createIntl({ locale: 'en-US', messages, onError: () => {} });
  const spy = vi.spyOn(intl, 'formatMessage');
  return { spy, intl: withFixedTextsOnce(intl) };
};

describe('withFixedTextsOnce', () => {
  it('formats a message without values as @formatjs does, once per id', () => {
    const { intl, spy } = formatter();
    expect(intl.formatMessage({ id: 'plain' })).toBe("Cloud servers you'll like");
    expect(intl.formatMessage({ id: 'quoted' })).toBe('Type {name} literally');
    expect(intl.formatMessage({ id: 'plain' })).toBe("Cloud servers you'll like");
    expect(intl.$t({ id: 'quoted' })).toBe('Type {name} literally');
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('formats every call that has values', () => {
    const { intl, spy } = formatter();
    expect(intl.formatMessage({ id: 'count' }, { count: 1 })).toBe('1 server');
    expect(intl.formatMessage({ id: 'count' }, { count: 3 })).toBe('3 servers');
    expect(intl.formatMessage({ id: 'price' }, { price: '€4.49' })).toBe('From €4.49');
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('keeps the other formatters', () => {
    const { intl } = formatter();
    expect(intl.formatNumber(1234.5)).toBe('1,234.5');
    expect(intl.locale).toBe('en-US');
  });
});

describe('getIntl', () => {
  it('gives every message the amounts copy names, written the locale’s way by the money formatter', async () => {
    const de = await getIntl('de', ['pages']);
    expect(de.formatMessage({ id: 'home.title' })).toBe('Cloud-Server, Datenbanken & Kubernetes ab 4\u00a0$/Monat | Nuvora');
    const ptBr = await getIntl('pt-br', ['pages']);
    expect(ptBr.formatMessage({ id: 'promo.try100.heading' })).toContain('US$\u00a0100');
    // A caller's own value wins over the copy's.
    const en = await getIntl('en-us', ['pricing']);
    expect(en.formatMessage({ id: 'perMonth' }, { price: '$7' })).toBe('$7/mo');
  });
});
