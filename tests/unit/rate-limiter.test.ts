import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '#server/request-guards.ts';

describe('rate limiter (issue 30, item 12)', () => {
  it('limits a key past `max` hits within the window, and frees it after', () => {
    let now = 0;
    const limited = createRateLimiter({ max: 2, windowMs: 1000, now: () => now });
    expect([limited('a'), limited('a'), limited('a')]).toEqual([false, false, true]);
    now = 1001;
    expect(limited('a')).toBe(false);
  });

  it('drops the keys hit longest ago past `maxKeys`, so a flood of addresses neither grows memory nor frees a limited client', () => {
    const limited = createRateLimiter({ max: 2, windowMs: 60_000, maxKeys: 100 });
    for (let i = 0; i < 3; i++) limited('attacker');
    for (let i = 0; i < 99; i++) limited(`flood-${i}`);
    // 100 keys: the attacker's record is still there (clearing the table at the bound wiped it).
    expect(limited('attacker')).toBe(true);
    for (let i = 99; i < 150; i++) limited(`flood-${i}`);
    // The attacker was hit more recently than the first flood keys, which went first.
    expect(limited('flood-0')).toBe(false);
    for (let i = 150; i < 190; i++) limited(`flood-${i}`);
    expect(limited('attacker')).toBe(true);
  });

  it('keeps a limited client limited when the table reaches its default 10 000 keys', () => {
    const limited = createRateLimiter({ max: 2, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) limited('attacker');
    for (let i = 0; i < 9_999; i++) limited(`flood-${i}`);
    expect(limited('attacker')).toBe(true);
    // The 10 001st key: the whole table was cleared here, and the attacker with it.
    limited('flood-last');
    expect(limited('attacker')).toBe(true);
  });
});
