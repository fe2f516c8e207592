import { describe, expect, it } from 'vitest';
import { topLinerGateScript } from '#src/features/header/top-liner/TopLinerGate.ts';
import { createTopLiner, TOP_LINER_COOKIE, topLinerShown } from '#src/features/header/top-liner/top-liner.ts';
import { analyticsConfig, analyticsOrigins, analyticsScripts } from '#src/features/shell/analytics/analytics-plan.ts';
import { createOverscrollCounter } from '#src/features/shell/overscroll.ts';

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('top-liner', () => {
  it('shows unless the device is Android or the dismissal cookie exists', () => {
    expect(topLinerShown(desktop, '')).toBe(true);
    expect(topLinerShown(desktop, 'use_lang=de; other=telegram-top-liner')).toBe(true);
    expect(topLinerShown(android, '')).toBe(false);
    expect(topLinerShown(desktop, `use_lang=de; ${TOP_LINER_COOKIE}=1`)).toBe(false);
  });

  it('closing stores the dismissal for 31 104 000 s; showing again forgets it', () => {
    const written: string[] = [];
    const banner = createTopLiner(true, (cookie) => written.push(cookie), true);
    banner.close();
    expect(banner.state.shown).toBe(false);
    expect(written[0]).toBe('telegram-top-liner=1; Path=/; Max-Age=31104000; SameSite=Lax; Secure');
    banner.show();
    expect(banner.state.shown).toBe(true);
    expect(written[1]).toMatch(/^telegram-top-liner=; Path=\/; Max-Age=0/);
  });

  it('the head script decides like the client rule', () => {
    const decide = (userAgent: string, cookie: string) => {
      const dataset: Record<string, string> = {};
      new Function('navigator', 'document', topLinerGateScript)({ userAgent }, { cookie, documentElement: { dataset } });
      return dataset.topLiner !== 'off';
    };
    for (const [ua, cookie] of [
      [desktop, ''],
      [android, ''],
      [desktop, 'telegram-top-liner=1'],
      [desktop, 'a=1; telegram-top-liner=1'],
      [desktop, 'xtelegram-top-liner=1'],
    ] as const) {
      expect(decide(ua, cookie), `${ua} ${cookie}`).toBe(topLinerShown(ua, cookie));
    }
  });
});

describe('overscroll counter', () => {
  it('locks on the first overlay, unlocks after the last, never goes below zero', () => {
    const applied: boolean[] = [];
    const counter = createOverscrollCounter((locked) => applied.push(locked));
    counter.increment();
    counter.increment();
    counter.decrement();
    expect(applied).toEqual([true]);
    counter.decrement();
    counter.decrement();
    expect(counter.state.count).toBe(0);
    expect(applied).toEqual([true, false]);
  });
});

describe('analytics plan', () => {
  const config = analyticsConfig({
    TAG_MANAGER_ID: 'GTM-AB12',
    WEB_ANALYTICS_SRC: 'https://stats.example.net/script.js',
    PRODUCT_ANALYTICS_SRC: 'https://cdn.product.example/pa.js',
  });
  const visit = { hostname: 'nuvora.cloud', automated: false, profileId: null };

  it('loads nothing that is not configured, and nothing under test automation', () => {
    expect(analyticsScripts(analyticsConfig({}), visit)).toEqual([]);
    expect(analyticsScripts(config, { ...visit, automated: true, profileId: 7 })).toEqual([]);
  });

  it('loads product analytics only for an identified profile, never on a local host', () => {
    expect(analyticsScripts(config, visit).map((s) => s.kind)).toEqual(['tag-manager', 'web-analytics']);
    expect(analyticsScripts(config, { ...visit, profileId: 7 }).map((s) => s.kind)).toEqual([
      'tag-manager',
      'web-analytics',
      'product-analytics',
    ]);
    for (const hostname of ['localhost', '127.0.0.1', 'site.localhost', '[::1]']) {
      expect(analyticsScripts(config, { ...visit, hostname, profileId: 7 }).map((s) => s.kind)).not.toContain(
        'product-analytics',
      );
    }
    expect(analyticsScripts(config, visit)[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12');
  });

  it('names the origins the security policy must allow', () => {
    expect(analyticsOrigins(config)).toEqual([
      'https://www.googletagmanager.com',
      'https://stats.example.net',
      'https://cdn.product.example',
    ]);
    expect(analyticsOrigins(analyticsConfig({ WEB_ANALYTICS_SRC: 'not a url' }))).toEqual([]);
  });
});
