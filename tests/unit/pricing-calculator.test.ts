import { describe, expect, it } from 'vitest';
import { getIntl } from '#intl/server-intl.ts';
import { calculatorCost, createPricingCalculator } from '#src/features/pricing/pricing-calculator.ts';
import { loadRegionPlans } from '#src/features/pricing/rules/calculator-plans.ts';
import { calculatorTexts } from '#src/features/pricing/rules/calculator-texts.ts';
import type { RegionPlans } from '#src/features/pricing/rules/region-plans.ts';

const plans = (region: string): RegionPlans => ({
  servers: [
    { id: '1', name: 'Cloud 1', monthlyPrice: 4 },
    { id: '2', name: 'Cloud 2', monthlyPrice: 7 },
  ],
  databases: region === 'de-1' ? [] : [{ id: '341', name: 'mysql 1', monthlyPrice: 4 }],
  storage: [{ id: '4001', name: 'Object storage 1', monthlyPrice: 1 }],
  balancers: [],
  kubernetes: [{ id: '6001-6101', name: 'Control plane 1 + Worker 1', monthlyPrice: 18 }],
});

describe('pricing calculator', () => {
  it('totals the chosen lines with the lease discount', async () => {
    const calc = createPricingCalculator({ region: 'us-2', months: 12, lines: {} }, async (r) => plans(r));
    await calc.load();
    calc.setLine('servers', '2', 3);
    calc.setLine('databases', '341', 1);
    calc.setLine('kubernetes', '6001-6101', 1);
    // 3 × 7 + 4 + 18 = 43; 12 months: floor(43 × 0.9) = 38
    expect(calculatorCost(calc.state.estimate, calc.state.plans)).toEqual({ base: 43, monthly: 38, total: 456 });
    calc.setMonths(1);
    expect(calculatorCost(calc.state.estimate, calc.state.plans)).toEqual({ base: 43, monthly: 43, total: 43 });
  });

  it('drops lines the new region does not sell', async () => {
    const calc = createPricingCalculator({ region: 'us-2', months: 12, lines: {} }, async (r) => plans(r));
    await calc.load();
    calc.setLine('databases', '341', 2);
    calc.setLine('servers', '1', 1);
    await calc.setRegion('de-1');
    expect(calc.state.estimate.lines).toEqual({ servers: { planId: '1', count: 1 } });
  });

  it('keeps a plan the new region sells under its own id, and restores a dropped line on the way back (issue 25.7)', async () => {
    // Each region numbers its presets apart, as the billing API does: the same plans, other ids.
    const regional = (region: string): RegionPlans => {
      const shift = region === 'us-2' ? 0 : 100;
      const base = plans(region);
      return {
        servers: region === 'pl-1' ? [] : base.servers.map((p) => ({ ...p, id: String(Number(p.id) + shift) })),
        databases: base.databases,
        storage: base.storage.map((p) => ({ ...p, id: String(Number(p.id) + shift) })),
        balancers: [],
        kubernetes: base.kubernetes,
      };
    };
    const calc = createPricingCalculator({ region: 'us-2', months: 12, lines: {} }, async (r) => regional(r));
    await calc.load();
    calc.setLine('servers', '2', 3);
    calc.setLine('storage', '4001', 2);
    await calc.setRegion('nl-1');
    expect(calc.state.estimate.lines).toEqual({ servers: { planId: '102', count: 3 }, storage: { planId: '4101', count: 2 } });
    await calc.setRegion('pl-1');
    expect(calc.state.estimate.lines).toEqual({ storage: { planId: '4101', count: 2 } });
    await calc.setRegion('us-2');
    expect(calc.state.estimate.lines).toEqual({ servers: { planId: '2', count: 3 }, storage: { planId: '4001', count: 2 } });
    // A line removed by the visitor stays removed.
    calc.setLine('servers', null);
    await calc.setRegion('nl-1');
    expect(calc.state.estimate.lines).toEqual({ storage: { planId: '4101', count: 2 } });
  });

  it('reports a failed price load and shows no plans', async () => {
    const calc = createPricingCalculator({ region: 'us-2', months: 12, lines: {} }, async () => {
      throw new Error('landing-api down');
    });
    await calc.load();
    expect(calc.state.failed).toBe(true);
    expect(calc.state.plans.servers).toEqual([]);
    expect(calc.state.pending).toBe(false);
  });

  it('opens on the plans the server read, without fetching, and drops lines they do not sell', async () => {
    const fetched: string[] = [];
    const fetchPlans = async (region: string) => {
      fetched.push(region);
      return plans(region);
    };
    const calc = createPricingCalculator({ region: 'us-2', months: 12, lines: {} }, fetchPlans, {
      region: 'us-2',
      plans: plans('us-2'),
    });
    await calc.restore();
    expect(fetched).toEqual([]);
    expect(calc.state.plans.servers).toHaveLength(2);
    // A shared link in the same region: its unknown plan is dropped, still without a fetch.
    await calc.restore({
      region: 'us-2',
      months: 1,
      lines: { servers: { planId: '2', count: 2 }, balancers: { planId: '9', count: 1 } },
    });
    expect(fetched).toEqual([]);
    expect(calc.state.estimate.lines).toEqual({ servers: { planId: '2', count: 2 } });
    // A shared link in another region loads that region's plans.
    await calc.restore({ region: 'de-1', months: 1, lines: { databases: { planId: '341', count: 1 } } });
    expect(fetched).toEqual(['de-1']);
    expect(calc.state.estimate.lines).toEqual({});
  });

  it('loads the plans itself when the server had none', async () => {
    const fetched: string[] = [];
    const calc = createPricingCalculator({ region: 'us-2', months: 12, lines: {} }, async (region) => {
      fetched.push(region);
      return plans(region);
    });
    await calc.restore();
    expect(fetched).toEqual(['us-2']);
    expect(calc.state.plans.kubernetes).toHaveLength(1);
  });
});

describe('calculator plans read on the server', () => {
  it('apply the landing API selling rules per region', async () => {
    const newYork = await loadRegionPlans('us-2');
    const warsaw = await loadRegionPlans('pl-1');
    expect(newYork?.servers.length).toBeGreaterThan(0);
    expect(newYork?.databases.length).toBeGreaterThan(0);
    expect(newYork?.kubernetes).toHaveLength(5);
    expect(newYork?.servers.every((p) => p.monthlyPrice > 0 && p.name !== '')).toBe(true);
    // Servers, apps and balancers are not sold in Warsaw; databases neither (spec §9).
    expect(warsaw?.servers).toEqual([]);
    expect(warsaw?.balancers).toEqual([]);
    expect(warsaw?.databases).toEqual([]);
    expect(warsaw?.storage.length).toBeGreaterThan(0);
  });
});

describe('calculator texts', () => {
  it('are formatted on the server: plural terms with their discount, and a label per product kind', async () => {
    const format = async (locale: 'en-us' | 'de') => {
      const intl = await getIntl(locale, ['calculator', 'registration', 'pricing']);
      return calculatorTexts((id, values) => intl.formatMessage({ id }, values));
    };
    const en = await format('en-us');
    expect(en.terms[1]).toBe('1 month');
    expect(en.terms[12]).toBe('12 months (save 10%)');
    expect(en.kinds.servers).toEqual({ plan: 'Cloud servers: plan', count: 'Cloud servers: quantity' });
    expect(en.errorTitle).toBe('Something went wrong while loading the pricing.');
    const de = await format('de');
    expect(de.terms[1]).not.toBe(en.terms[1]);
    expect(de.terms[36]).toContain('40');
  });
});
