import { describe, expect, it } from 'vitest';
import { decodeEstimate, encodeEstimate, estimateCost } from '#src/features/pricing/rules/estimate.ts';

const regions = ['us-2', 'us-3', 'nl-1', 'de-1', 'pl-1'];

describe('pricing estimate', () => {
  it('round-trips through the URL query', () => {
    const estimate = {
      region: 'nl-1',
      months: 24 as const,
      lines: { servers: { planId: '1013', count: 2 }, kubernetes: { planId: '6005-6107', count: 1 } },
    };
    const query = encodeEstimate(estimate);
    expect(query).toBe('region=nl-1&term=24&srv=1013x2&k8s=6005-6107x1');
    expect(decodeEstimate(query, 'us-2', regions)).toEqual(estimate);
  });

  it('drops what it cannot trust from a shared link', () => {
    expect(decodeEstimate('region=mars&term=7&srv=abc&db=341x0&s3=4001x99&lb=3001x3', 'us-2', regions)).toEqual({
      region: 'us-2',
      months: 12,
      lines: { balancers: { planId: '3001', count: 3 } },
    });
  });

  it('applies the lease discount to the monthly sum, then multiplies by the term', () => {
    // 2 × $14 + $4 = $32; 24 months: floor(32 × 0.75) = 24 a month, 576 in total
    expect(
      estimateCost(
        [
          { monthlyPrice: 14, count: 2 },
          { monthlyPrice: 4, count: 1 },
        ],
        24,
      ),
    ).toEqual({ base: 32, monthly: 24, total: 576 });
    expect(estimateCost([], 12)).toEqual({ base: 0, monthly: 0, total: 0 });
  });
});
