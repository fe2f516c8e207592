/** Timing and caching constants of spec §9. */
export const timing = {
  /** The loading bar appears only if a navigation takes longer than this. */
  progressThrottleMs: 200,
  /** The running bar creeps to 90 % over this long. */
  progressDurationMs: 5000,
  /** The finished (or failed) bar stays this long before hiding. */
  progressHideDelayMs: 500,
  /** The page-view event is pushed this long after a route change. */
  pageViewDelayMs: 250,
  /** A chunk-load failure reloads the page at most once per this interval. */
  chunkReloadIntervalMs: 60_000,
  /** Server-side upstream request time-out. */
  upstreamTimeoutMs: 10_000,
  /** Server-render cache time-to-live. */
  renderCacheTtlMs: 60_000,
  /** Cookie lifetime of `wmid` and `telegram-top-liner`. */
  longCookieMaxAgeS: 31_104_000,
} as const;
