import { describe, expect, it } from 'vitest';
import { createRegistrationOffer } from '#src/features/pricing/registration-offer.ts';
import { registrationRows } from '#src/features/pricing/rules/registration-prices.ts';
import { registrationTariffs } from '#src/features/pricing/tariffs/embedded/registration-tariffs.ts';

describe('registration price table', () => {
  it('prices Russian plans with the term discount, add-ons and the total', () => {
    const { months, rows } = registrationRows(registrationTariffs, 'ru', 24, { 174: [1741] });
    expect(months).toBe(24);
    const business = rows.find((r) => r.tariff.id === 174);
    // 1490 × 0.75 = 1117.5 → 1117, plus the 149 backups add-on
    expect(business).toMatchObject({ discounted: 1117, monthly: 1266, total: 1266 * 24 });
    expect(rows.every((r) => r.tariff.id < 175 || r.tariff.id > 199 || r.tariff.id % 2 === 0)).toBe(true);
  });

  it('sells the Polish offer for one month only, whatever term is asked', () => {
    const { months, rows } = registrationRows(registrationTariffs, 'pl', 12, {});
    expect(months).toBe(1);
    expect(rows.map((r) => r.tariff.id)).toEqual([175, 177, 179]);
    expect(rows[1]).toMatchObject({ discounted: 599, monthly: 599, total: 599 });
  });
});

describe('registration offer store', () => {
  it('starts in Russia on 12 months and records pending, then the time of the load', async () => {
    const offer = createRegistrationOffer(
      async () => registrationTariffs,
      () => 1_700_000_000_000,
    );
    expect(offer.state.location).toBe('ru');
    expect(offer.state.months).toBe(12);
    const loading = offer.load();
    expect(offer.state.load.pending).toBe(true);
    await loading;
    expect(offer.state.load).toEqual({ pending: false, error: null, timestamp: 1_700_000_000_000 });
    expect(offer.markets()).toEqual(['ru', 'pl']);
  });

  it('forces one month in Poland and keeps it there', () => {
    const offer = createRegistrationOffer(async () => registrationTariffs);
    offer.setLocation('pl');
    expect(offer.state.months).toBe(1);
    offer.setMonths(36);
    expect(offer.state.months).toBe(1);
    offer.setLocation('ru');
    expect(offer.state.months).toBe(12);
    offer.setMonths(36);
    expect(offer.state.months).toBe(36);
  });

  it('treats a failed load as an empty list and keeps the error', async () => {
    const offer = createRegistrationOffer(async () => {
      throw new Error('503');
    });
    await offer.load();
    expect(offer.state.tariffs).toEqual([]);
    expect(offer.state.load.error).toContain('503');
    expect(offer.state.load.pending).toBe(false);
    expect(offer.state.load.timestamp).toBeNull();
  });

  it('toggles add-ons per plan', () => {
    const offer = createRegistrationOffer(async () => registrationTariffs);
    offer.toggleAddon(172, 1721);
    offer.toggleAddon(172, 1722);
    offer.toggleAddon(172, 1721);
    expect(offer.state.addons[172]).toEqual([1722]);
  });
});
