import { describe, expect, it } from 'vitest';
import { pushSignUpConversion } from '#src/lib/analytics/sign-up-conversion.ts';

describe('pushSignUpConversion', () => {
  it('pushes the modal event with its service onto an existing dataLayer', () => {
    const target = { dataLayer: [{ event: 'page_view' }] as unknown[] };
    pushSignUpConversion({ event: 'signup_kubernetes', service: 'kubernetes' }, target);
    expect(target.dataLayer).toEqual([{ event: 'page_view' }, { event: 'signup_kubernetes', service: 'kubernetes' }]);
  });

  it('creates the dataLayer when no tag manager made one', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushSignUpConversion({ event: 'signup_vpc', service: null }, target);
    expect(target.dataLayer).toEqual([{ event: 'signup_vpc', service: null }]);
  });

  it('reports nothing for a modal opened without an event', () => {
    const target: { dataLayer?: unknown[] } = {};
    expect(pushSignUpConversion({ event: null, service: 'vpc' }, target)).toBeNull();
    expect(target.dataLayer).toBeUndefined();
  });
});
