import { describe, expect, it } from 'vitest';
import { calculatorCost, createPricingCalculator, type RegionPlans } from '../../src/state/pricing-calculator.ts';

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

  it('reports a failed price load and shows no plans', async () => {
    const calc = createPricingCalculator({ region: 'us-2', months: 12, lines: {} }, async () => {
      throw new Error('landing-api down');
    });
    await calc.load();
    expect(calc.state.failed).toBe(true);
    expect(calc.state.plans.servers).toEqual([]);
    expect(calc.state.pending).toBe(false);
  });
});
