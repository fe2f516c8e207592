import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clientNavigationTarget,
  isChunkLoadError,
  mayReloadForChunkError,
  pageViewEvent,
  scrollKey,
} from '#src/features/shell/client-navigation.ts';
import { createNavigationProgress } from '#src/features/shell/navigation-progress.ts';

describe('navigation progress bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden when navigation finishes within the 200 ms throttle', () => {
    const progress = createNavigationProgress();
    progress.start();
    vi.advanceTimersByTime(150);
    expect(progress.state.phase).toBe('pending');
    progress.done();
    expect(progress.state.phase).toBe('idle');
    vi.advanceTimersByTime(1000);
    expect(progress.state.phase).toBe('idle');
  });

  it('appears after 200 ms and hides 500 ms after finishing', () => {
    const progress = createNavigationProgress();
    progress.start();
    vi.advanceTimersByTime(199);
    expect(progress.state.phase).toBe('pending');
    vi.advanceTimersByTime(1);
    expect(progress.state.phase).toBe('running');
    vi.advanceTimersByTime(5000);
    expect(progress.state.phase).toBe('running');
    progress.done();
    expect(progress.state.phase).toBe('finishing');
    vi.advanceTimersByTime(499);
    expect(progress.state.phase).toBe('finishing');
    vi.advanceTimersByTime(1);
    expect(progress.state.phase).toBe('idle');
  });

  it('shows the failed state on error, then hides', () => {
    const progress = createNavigationProgress();
    progress.start();
    vi.advanceTimersByTime(300);
    progress.fail();
    expect(progress.state.phase).toBe('failed');
    vi.advanceTimersByTime(500);
    expect(progress.state.phase).toBe('idle');
  });

  it('keeps separate instances apart (one per render tree)', () => {
    const a = createNavigationProgress();
    const b = createNavigationProgress();
    a.start();
    vi.advanceTimersByTime(250);
    expect(a.state.phase).toBe('running');
    expect(b.state.phase).toBe('idle');
  });
});

describe('client shell rules', () => {
  it('reloads for a chunk failure at most once a minute', () => {
    expect(mayReloadForChunkError(1_000_000, null, 60_000)).toBe(true);
    expect(mayReloadForChunkError(1_030_000, 1_000_000, 60_000)).toBe(false);
    expect(mayReloadForChunkError(1_060_000, 1_000_000, 60_000)).toBe(true);
  });

  it('recognises chunk-load errors only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  const anchor = (href: string, attrs: string[] = [], target = '') => ({
    href,
    target,
    hasAttribute: (n: string) => attrs.includes(n),
  });
  const here = new URL('https://site.example/pricing/');

  it('navigates in-site links client-side and leaves the rest to the browser', () => {
    expect(clientNavigationTarget(click, anchor('/de/docs/'), here)?.pathname).toBe('/de/docs/');
    expect(clientNavigationTarget(click, anchor('https://other.example/'), here)).toBeNull();
    expect(clientNavigationTarget({ ...click, metaKey: true }, anchor('/docs/'), here)).toBeNull();
    expect(clientNavigationTarget(click, anchor('/docs/', [], '_blank'), here)).toBeNull();
    expect(clientNavigationTarget(click, anchor('/file.pdf'), here)).toBeNull();
    expect(clientNavigationTarget(click, anchor('/pricing/#k8s'), here)).toBeNull();
    expect(clientNavigationTarget(click, anchor('/login/', ['data-reload']), here)).toBeNull();
  });

  it('describes a page view for the tag manager', () => {
    expect(pageViewEvent(new URL('https://site.example/de/pricing/?a=1'), 'Preise', 'de')).toEqual({
      event: 'page_view',
      page_path: '/de/pricing/?a=1',
      page_location: 'https://site.example/de/pricing/?a=1',
      page_title: 'Preise',
      language: 'de',
    });
  });
});

describe('scroll keys (issues 25.3, 25.4)', () => {
  it('names a page the same from the router and from the address bar', () => {
    expect(scrollKey('/blog', '')).toBe('/blog');
    expect(scrollKey('/blog/', '')).toBe('/blog');
    expect(scrollKey('/blog/', '?')).toBe('/blog');
    expect(scrollKey('/', '')).toBe('/');
    expect(scrollKey('/tutorials', 'q=vpc')).toBe('/tutorials?q=vpc');
    expect(scrollKey('/tutorials/', '?q=vpc')).toBe('/tutorials?q=vpc');
  });
});
