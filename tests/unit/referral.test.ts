import { describe, expect, it } from 'vitest';
import { referralVisit, wmidCookie } from '../../server/referral.ts';

describe('referral links', () => {
  it('records webmaster and banner and strips them from the URL, keeping the rest', () => {
    expect(referralVisit(new URL('https://s.example/de/pricing/?i=wm42&a=b7&utm_source=x'))).toEqual({
      wmid: 'wm42',
      bannerId: 'b7',
      valid: true,
      location: '/de/pricing/?utm_source=x',
    });
  });

  it('ignores URLs without them, and strips malformed ones without recording', () => {
    expect(referralVisit(new URL('https://s.example/?q=1'))).toBeNull();
    expect(referralVisit(new URL('https://s.example/?i=%3Cscript%3E&a=1'))).toMatchObject({ valid: false, location: '/' });
    expect(referralVisit(new URL('https://s.example/?i=wm1'))).toMatchObject({ valid: false, location: '/' });
  });

  it('keeps the wmid cookie 31 104 000 s, HttpOnly, Lax, Secure on https', () => {
    expect(wmidCookie('wm42', true)).toBe('wmid=wm42; Max-Age=31104000; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(wmidCookie('wm42', false)).not.toContain('Secure');
  });
});
