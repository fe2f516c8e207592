/**
 * Runs `run` once the page has loaded and the main thread is idle, so deferred work never
 * competes with the page. Returns a cancel function.
 */
export const whenIdle = (run: () => void): (() => void) => {
  let cancelled = false;
  const guarded = () => {
    if (!cancelled) run();
  };
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(guarded, { timeout: 5_000 });
    else setTimeout(guarded, 2_000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
  };
};
