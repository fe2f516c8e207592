'use client';

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useRouter } from 'waku/router/client';
import { ProgressBar } from '#ds/primitives/ProgressBar/ProgressBar.tsx';
import { timing } from '#src/lib/timing.ts';
import { useMachineState } from '#src/lib/use-machine-state.ts';
import { whenIdle } from '#src/lib/when-idle.ts';
import type { ConnectionNotice, ConnectionNotices } from './ConnectionNotices.tsx';
import {
  clientNavigationTarget,
  isChunkLoadError,
  mayReloadForChunkError,
  pageViewEvent,
  scrollKey,
} from './client-navigation.ts';
import { createNavigationProgress, type ProgressPhase } from './navigation-progress.ts';
import { createOverscrollCounter } from './overscroll.ts';
import { useShellText } from './shell-texts.ts';
import './ClientShell.css.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const subscribeOnline = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

const barState = (phase: ProgressPhase) => (phase === 'pending' ? 'idle' : phase);

/**
 * Behaviour every page shares, mounted once per document: client-side link
 * navigation with the loading bar, scroll restoration on back/forward, the
 * page-view event, chunk-failure recovery and the online/offline notice.
 */
export function ClientShell() {
  const t = useShellText();
  const router = useRouter();
  const [progress] = useState(() => createNavigationProgress());
  const { phase } = useMachineState(progress.state);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  // 'offline' while the notice shows, 'back' for the reconnected notice, 'none' otherwise or once dismissed.
  const [notice, setNotice] = useState<ConnectionNotice>('none');
  // The toasts (Radix) are not needed to show the page: they load while the browser is idle, so
  // they are there before the connection drops.
  const [Notices, setNotices] = useState<typeof ConnectionNotices | null>(null);
  const positions = useRef(new Map<string, number>());
  /** The position a back/forward navigation returns to, and the page (scroll key) it belongs to. */
  const restoreTo = useRef<{ key: string; top: number } | null>(null);
  const currentKey = useRef('');
  const navigating = useRef(false);
  // The router's route, not window.location: the address bar may update after the route commits.
  const routeKey = scrollKey(router.path, router.query ?? '');

  // Links anywhere on the page (design-system anchors included) navigate client-side.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const url = clientNavigationTarget(event, anchor, new URL(window.location.href));
      if (!url) return;
      event.preventDefault();
      positions.current.set(currentKey.current, window.scrollY);
      navigating.current = true;
      progress.start();
      const href = `${url.pathname}${url.search}${url.hash}`;
      router.push(href as never).then(
        () => progress.done(),
        () => {
          // The visitor still gets the page: after showing the failure, the browser loads it itself.
          progress.fail();
          setTimeout(() => window.location.assign(href), timing.progressHideDelayMs);
        },
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router, progress]);

  // Manual scroll restoration: remember each URL's position, restore it on back/forward.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // While a navigation renders, scroll changes belong to no settled page.
        if (!navigating.current) positions.current.set(currentKey.current, window.scrollY);
      });
    };
    const onPopState = () => {
      // Back or forward over an in-page anchor: the browser scrolls, nothing renders.
      if (scrollKey(window.location.pathname, window.location.search) === currentKey.current) return;
      positions.current.set(currentKey.current, window.scrollY);
      navigating.current = true;
      const key = scrollKey(window.location.pathname, window.location.search);
      restoreTo.current = { key, top: positions.current.get(key) ?? 0 };
      progress.start();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
    };
  }, [progress]);

  // The page on screen is the route committed, from the commit on: the router writes the new address in
  // the same commit (a layout effect), and a Back can come before passive effects run. Kept in a
  // passive effect, the key still named the previous page then, so popstate took the Back for an
  // in-page anchor and restored nothing (issue 25.4: about 1 run in 10 under load, every time when
  // Back follows the address change within a frame).
  useLayoutEffect(() => {
    currentKey.current = routeKey;
  }, [routeKey]);

  // After every route change: finish the bar, restore scroll after back/forward, report the page view.
  useEffect(() => {
    const pending = restoreTo.current;
    // A Back that came before this page's effects ran (the address already names the page it goes
    // to) restores that page when it commits, not this one.
    const addressKey = scrollKey(window.location.pathname, window.location.search);
    if (pending && pending.key !== routeKey && pending.key === addressKey) return;
    progress.done();
    // A menu opened to navigate closes with the navigation (and releases the page).
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-scroll-lock][open]')) menu.open = false;
    const target = pending?.key === routeKey ? pending.top : null;
    restoreTo.current = null;
    // The page may still be streaming in: wait (up to ~3 s, for a slow phone or a busy server) until
    // it is tall enough to scroll back to.
    let frames = 0;
    const restore = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight >= (target ?? 0);
      if (target !== null && !reachable && frames++ < 180) {
        requestAnimationFrame(restore);
        return;
      }
      if (target !== null) window.scrollTo({ top: target, behavior: 'instant' });
      navigating.current = false;
    };
    requestAnimationFrame(restore);
    const timer = setTimeout(() => {
      window.dataLayer ??= [];
      window.dataLayer.push(pageViewEvent(new URL(window.location.href), document.title, document.documentElement.lang));
    }, timing.pageViewDelayMs);
    return () => clearTimeout(timer);
  }, [routeKey, progress]);

  // A stale deployment's missing chunk reloads the page, at most once a minute.
  useEffect(() => {
    const recover = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      progress.fail();
      const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY)) || null;
      if (!mayReloadForChunkError(Date.now(), last, timing.chunkReloadIntervalMs)) return;
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => recover(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => recover(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [progress]);

  // Overlays marked data-scroll-lock (the mobile menu) hold the page still while any of them is open.
  useEffect(() => {
    const counter = createOverscrollCounter((locked) => {
      if (locked) document.documentElement.dataset.overscroll = 'locked';
      else delete document.documentElement.dataset.overscroll;
    });
    const open = new WeakSet<Element>();
    const onToggle = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLDetailsElement) || !target.hasAttribute('data-scroll-lock')) return;
      if (target.open && !open.has(target)) {
        open.add(target);
        counter.increment();
      } else if (!target.open && open.has(target)) {
        open.delete(target);
        counter.decrement();
      }
    };
    // Escape closes an open overlay menu and hands focus back to its toggle (issue 25.6).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-scroll-lock][open]')) {
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('toggle', onToggle, { capture: true });
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('toggle', onToggle, { capture: true });
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  useEffect(
    () =>
      whenIdle(() => {
        import('./ConnectionNotices.tsx').then(
          (module) => setNotices(() => module.ConnectionNotices),
          // Without the chunk there is no notice; the page works as before.
          () => {},
        );
      }),
    [],
  );
  useEffect(() => {
    setNotice((current) => (!online ? 'offline' : current === 'offline' ? 'back' : current));
  }, [online]);

  return (
    <>
      <ProgressBar
        state={barState(phase)}
        durationMs={timing.progressDurationMs}
        label={t(phase === 'failed' ? 'shell.loadFailed' : 'shell.loading')}
      />
      {Notices ? (
        <Notices
          notice={notice}
          onDismiss={() => setNotice('none')}
          labels={{
            notifications: t('shell.notifications'),
            offline: t('shell.offline'),
            online: t('shell.online'),
            close: t('shell.close'),
          }}
        />
      ) : null}
    </>
  );
}
