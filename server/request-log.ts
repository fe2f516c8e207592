import { siteMetrics } from './metrics/site-metrics.ts';

/**
 * One JSON line per answered request on stdout (method, path, status, milliseconds, cache outcome),
 * and the same answer counted in the metrics (by route kind, never by path).
 */
export const logRequest = (method: string, path: string, status: number, startedAt: number, cache: string) => {
  const ms = performance.now() - startedAt;
  siteMetrics.recordRequest(method, path, status, ms / 1000, cache);
  console.log(
    JSON.stringify({
      t: new Date().toISOString(),
      method,
      path,
      status,
      ms: Math.round(ms * 10) / 10,
      cache,
    }),
  );
};
