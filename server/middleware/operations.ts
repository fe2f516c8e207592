import { Hono } from 'hono/tiny';
import { isTrustedObserver } from '#server/observer-access.ts';
import { type ReadinessInput, type ReadinessThresholds, readiness } from '#server/readiness.ts';

const noStore = { 'cache-control': 'no-store' };

type OperationsOptions = {
  /** What readiness is judged on, read now (the outbox part at most once a second). */
  readinessInput: () => ReadinessInput;
  thresholds: ReadinessThresholds;
  /** The Prometheus exposition. */
  metrics: () => Promise<{ body: string; contentType: string }>;
  /** `METRICS_TOKEN`; without it only loopback requests read /metrics and /readyz's details. */
  token: string | undefined;
};

/**
 * The operator's endpoints, beside /healthz (issue 28, item 5). `GET /readyz`: 200 or 503 against the
 * thresholds (readiness.ts); a load balancer gets `{status}`, the operator (observer-access.ts) the
 * whole report. `GET /metrics`: Prometheus text for the operator, and for anyone else the same 404 as a
 * path that does not exist, so it is not advertised. Both `no-store`, and answered before the render
 * cache, the hot path's recorder never sees a candidate from them.
 */
export const operations = ({ readinessInput, thresholds, metrics, token }: OperationsOptions) =>
  new Hono()
    .get('/readyz', (c) => {
      const { ready, report } = readiness(readinessInput(), thresholds);
      const body = isTrustedObserver(c, token) ? report : { status: report.status };
      return c.json(body, ready ? 200 : 503, noStore);
    })
    .get('/metrics', async (c) => {
      if (!isTrustedObserver(c, token)) return c.text('Not Found', 404);
      const { body, contentType } = await metrics();
      return c.body(body, 200, { ...noStore, 'content-type': contentType });
    });
