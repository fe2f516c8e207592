import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono/tiny';
import { describe, expect, it, vi } from 'vitest';
import { openOutbox } from '#server/forms/outbox.ts';
import { referrals } from '#server/middleware/referrals.ts';
import { createDelivery } from '#server/outbox/delivery.ts';
import { referralVisit, wmidCookie } from '#server/referral.ts';
import { createVisitGuard, MAX_VISIT_PATH, visitPath } from '#server/referral-visit-guard.ts';
import { createReferralVisits } from '#server/referral-visits/referral-visits.ts';
import { openVisitOutbox } from '#server/referral-visits/visit-outbox.ts';
import { formNames } from '#src/features/forms/forms.ts';

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

describe('referral visits', () => {
  const dbFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'visits-')), 'forms.sqlite');

  it('are kept in their own outbox, not among the form submissions, and delivered to the main API', async () => {
    const file = dbFile();
    const sent: { wmid: string; bannerId: string }[] = [];
    const visits = createReferralVisits({
      file,
      send: async (visit) => {
        sent.push({ wmid: visit.wmid, bannerId: visit.bannerId });
      },
    });
    visits.record('wm42', 'b7', '/de/pricing/');
    await vi.waitFor(() => expect(sent).toEqual([{ wmid: 'wm42', bannerId: 'b7' }]));
    const outbox = openVisitOutbox(file);
    expect(outbox.all()).toMatchObject([{ wmid: 'wm42', bannerId: 'b7', path: '/de/pricing/', deliveredAt: expect.any(Number) }]);
    expect(openOutbox(file).all()).toEqual([]);
    expect(formNames).not.toContain('webmaster-visit');
  });

  it('stored while the main API is down are delivered after a restart', async () => {
    const file = dbFile();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = createReferralVisits({
      file,
      send: async () => {
        throw new Error('main API down');
      },
    });
    down.record('wm1', 'b1', '/');
    await vi.waitFor(() => expect(openVisitOutbox(file).all()[0]?.attempts).toBe(1));
    const received: string[] = [];
    const outbox = openVisitOutbox(file, () => Date.now() + 3_600_000);
    await createDelivery({ outbox, send: async (v) => void received.push(v.wmid), what: 'referral visit' }).tick();
    expect(received).toEqual(['wm1']);
  });

  it('kept by earlier versions as a form submission move to their own outbox, delivery state and all', () => {
    const file = dbFile();
    const forms = openOutbox(file);
    const formId = forms.add('join-program', 'en-us', { socials: 'x' });
    const visitId = forms.add('webmaster-visit', 'en-us', { wmid: 'wm9', bannerID: 'b9', path: '/pricing/' });
    forms.markFailed(visitId, 123, 'Error: down');
    // The server restarts: the form outbox opens first, and its delivery never sees the visit.
    const reopened = openOutbox(file, () => Date.now() + 3_600_000);
    expect(reopened.due().map((s) => s.id)).toEqual([formId]);
    expect(openVisitOutbox(file).all()).toMatchObject([
      { id: visitId, wmid: 'wm9', bannerId: 'b9', path: '/pricing/', attempts: 1, nextAttemptAt: 123, deliveredAt: null },
    ]);
    expect(forms.all().map((s) => s.id)).toEqual([formId]);
  });
});

/** Issue 30 item 3: a referral link is fetchable by any page (an <img>), so what it stores is bounded. */
describe('referral links stored within bounds', () => {
  const stored = () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'visits-')), 'forms.sqlite');
    const visits = createReferralVisits({ file, send: async () => {} });
    const app = new Hono();
    // Behind one proxy, so each test client has its own address.
    app.use(referrals(visits.record, 1));
    app.get('*', (c) => c.text('page'));
    const get = async (target: string, client = '203.0.113.7') =>
      (await app.request(target, { headers: { 'x-forwarded-for': client } })).status;
    return { get, rows: () => openVisitOutbox(file).all() };
  };

  it('keeps a canonical path of at most 256 characters, not the visitor’s 8 KB', async () => {
    const { get, rows } = stored();
    expect(await get(`/${'A'.repeat(8192)}/?i=wm42&a=b7`)).toBe(302);
    expect(await get('/DE//Pricing?i=wm43&a=b7')).toBe(302);
    expect(rows().map((row) => row.path)).toEqual([`/${'a'.repeat(MAX_VISIT_PATH - 1)}`, '/de/pricing/']);
  });

  it('stores a repeat of the same client, webmaster and banner once, still redirecting every time', async () => {
    const { get, rows } = stored();
    for (let n = 0; n < 6; n++) expect(await get('/pricing/?i=wm42&a=b7')).toBe(302);
    expect(await get('/pricing/?i=wm42&a=b8')).toBe(302);
    expect(await get('/pricing/?i=wm42&a=b7', '198.51.100.9')).toBe(302);
    expect(rows().map((row) => `${row.wmid}/${row.bannerId}`)).toEqual(['wm42/b7', 'wm42/b8', 'wm42/b7']);
  });

  it('stores at most 10 visits a minute from one client, however many webmaster ids it forges', async () => {
    const { get, rows } = stored();
    for (let n = 0; n < 50; n++) expect(await get(`/?i=forged${n}&a=1`)).toBe(302);
    expect(rows()).toHaveLength(10);
    expect(await get('/?i=real&a=1', '198.51.100.9')).toBe(302);
    expect(rows()).toHaveLength(11);
  });
});

describe('visit guard', () => {
  it('lets the same visit count again once the repeat window has passed', () => {
    let now = 0;
    const guard = createVisitGuard({ now: () => now });
    expect(guard('ip', 'wm', 'b')).toBe(true);
    now += 60_000;
    expect(guard('ip', 'wm', 'b')).toBe(false);
    now += 30 * 60_000;
    expect(guard('ip', 'wm', 'b')).toBe(true);
  });

  it('cuts a stored path to MAX_VISIT_PATH after making it canonical', () => {
    expect(visitPath('/Pricing')).toBe('/pricing/');
    expect(visitPath(`/${'x'.repeat(1000)}/`)).toHaveLength(MAX_VISIT_PATH);
  });
});
