import { describe, expect, it } from 'vitest';
import { withEstimateQuery } from '#src/features/pricing/rules/estimate.ts';
import { groupFromQuery, queryWithGroup } from '#src/features/pricing/rules/pricing-group-query.ts';

const groups = ['servers', 'databases', 'dedicated'];

describe('the pricing tab in the address (issue 25.7)', () => {
  it('reads a known group only', () => {
    expect(groupFromQuery('?plans=dedicated', groups)).toBe('dedicated');
    expect(groupFromQuery('?region=us-2&plans=databases', groups)).toBe('databases');
    expect(groupFromQuery('?plans=nothing', groups)).toBeNull();
    expect(groupFromQuery('', groups)).toBeNull();
  });

  it('writes the group beside the other parameters, and none for the default', () => {
    expect(queryWithGroup('', 'dedicated', 'servers')).toBe('?plans=dedicated');
    expect(queryWithGroup('?region=us-2&srv=1001x2', 'dedicated', 'servers')).toBe('?region=us-2&srv=1001x2&plans=dedicated');
    expect(queryWithGroup('?plans=dedicated&region=us-2', 'servers', 'servers')).toBe('?region=us-2');
    expect(queryWithGroup('?plans=dedicated', 'servers', 'servers')).toBe('');
  });

  it('lets the estimate replace its own parameters and keep the tab', () => {
    expect(withEstimateQuery('?plans=dedicated&region=us-2&srv=1001x1', 'region=nl-1&term=12&s3=4101x1')).toBe(
      '?plans=dedicated&region=nl-1&term=12&s3=4101x1',
    );
    expect(withEstimateQuery('', 'region=us-2&term=1')).toBe('?region=us-2&term=1');
  });
});
