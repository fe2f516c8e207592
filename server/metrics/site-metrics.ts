import client from 'prom-client';
import type { BacklogSnapshot } from '#server/outbox/delivery-state.ts';
import { type UpstreamName, upstreamHealth } from '#src/lib/upstream-health.ts';
import { type RouteKind, routeKind } from './route-kind.ts';

/** Request durations' bucket bounds, in seconds: a hot-path replay is well under a millisecond, a render tens. */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Series = { kind: RouteKind; status: string; buckets: Float64Array; sum: number; count: number };

/**
 * Requests by route kind and status, kept as plain numbers and handed to prom-client only when
 * /metrics is read: prom-client's own `observe` hashes its label object on every call (about 5 µs
 * here), which the hot path's whole answer barely costs more than (docs/decisions). The values are a
 * Prometheus histogram (`_bucket`, `_sum`, `_count`) registered as a custom metric of the registry.
 */
const createRequestSeries = () => {
  const series = new Map<string, Series>();
  return {
    observe(kind: RouteKind, status: number, seconds: number) {
      const key = `${kind} ${status}`;
      let entry = series.get(key);
      if (!entry) {
        entry = { kind, status: String(status), buckets: new Float64Array(BUCKETS.length), sum: 0, count: 0 };
        series.set(key, entry);
      }
      for (let i = 0; i < BUCKETS.length; i++) if (seconds <= (BUCKETS[i] as number)) (entry.buckets[i] as number)++;
      entry.sum += seconds;
      entry.count++;
    },
    values() {
      const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
      for (const { kind, status, buckets, sum, count } of series.values()) {
        const labels = { route_kind: kind, status };
        BUCKETS.forEach((le, i) => {
          values.push({
            metricName: 'site_http_request_duration_seconds_bucket',
            labels: { ...labels, le },
            value: buckets[i] ?? 0,
          });
        });
        values.push({ metricName: 'site_http_request_duration_seconds_bucket', labels: { ...labels, le: '+Inf' }, value: count });
        values.push({ metricName: 'site_http_request_duration_seconds_sum', labels, value: sum });
        values.push({ metricName: 'site_http_request_duration_seconds_count', labels, value: count });
      }
      return values;
    },
    counts() {
      return [...series.values()].map(({ kind, status, count }) => ({ labels: { route_kind: kind, status }, value: count }));
    },
  };
};

export type MetricsSources = {
  /** The form outbox's pending and failed submissions (read at most once a second). */
  formsBacklog?: () => BacklogSnapshot;
};

/**
 * The site's Prometheus metrics, one registry per process: requests by route kind and status (count and
 * duration), render-cache and hot-path outcomes, page render durations, the form outbox's backlog and
 * delivery failures, upstream successes, and prom-client's process metrics (event-loop lag, heap, RSS,
 * GC). Per request, `recordRequest` costs a map lookup and a few additions; everything else is read
 * when /metrics is.
 */
export const createSiteMetrics = () => {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const requests = createRequestSeries();
  const cacheOutcomes = { hit: 0, stale: 0, miss: 0 };
  const hotPath = { hit: 0, miss: 0 };
  let sources: MetricsSources = {};

  registry.registerMetric({
    name: 'site_http_request_duration_seconds',
    help: 'Time to answer a request, by route kind and status (its _count is the number of requests)',
    type: 'histogram',
    get: async () => ({
      name: 'site_http_request_duration_seconds',
      help: 'Time to answer a request, by route kind and status (its _count is the number of requests)',
      type: 'histogram',
      aggregator: 'sum',
      values: requests.values(),
    }),
    reset() {},
  } as unknown as client.Metric);
  new client.Counter({
    name: 'site_http_requests_total',
    help: 'Requests answered, by route kind and status',
    labelNames: ['route_kind', 'status'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, value } of requests.counts()) this.inc(labels, value);
    },
  });
  new client.Counter({
    name: 'site_render_cache_lookups_total',
    help: 'Dynamic pages asked of the render cache, by outcome (hit, stale, miss)',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [outcome, value] of Object.entries(cacheOutcomes)) this.inc({ outcome }, value);
    },
  });
  new client.Counter({
    name: 'site_hot_path_lookups_total',
    help: 'GET and HEAD requests, by whether the hot path replayed them from memory (hit) or the full stack answered (miss)',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [outcome, value] of Object.entries(hotPath)) this.inc({ outcome }, value);
    },
  });
  const renders = new client.Histogram({
    name: 'site_page_render_duration_seconds',
    help: 'Time Waku took to render a page or RSC payload for the render cache, compression included',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const deliveryFailures = new client.Counter({
    name: 'site_outbox_delivery_failures_total',
    help: 'Failed webhook posts of form submissions, by outcome (retry: tried again later; given_up: marked failed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const backlog = (pick: (snapshot: BacklogSnapshot) => number | null) => {
    const snapshot = sources.formsBacklog?.();
    return snapshot ? pick(snapshot) : null;
  };
  new client.Gauge({
    name: 'site_outbox_backlog',
    help: 'Form submissions stored and not yet delivered (counted up to 100000)',
    registers: [registry],
    collect() {
      const value = backlog((s) => s.pending);
      if (value !== null) this.set(value);
    },
  });
  new client.Gauge({
    name: 'site_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest form submission not yet delivered (0 when there is none)',
    registers: [registry],
    collect() {
      const value = backlog((s) => (s.oldestPendingAt === null ? 0 : (Date.now() - s.oldestPendingAt) / 1000));
      if (value !== null) this.set(value);
    },
  });
  new client.Gauge({
    name: 'site_outbox_failed',
    help: 'Form submissions whose delivery was given up, kept for export (counted up to 100000)',
    registers: [registry],
    collect() {
      const value = backlog((s) => s.failed);
      if (value !== null) this.set(value);
    },
  });
  const upstreams: Record<UpstreamName, string> = { content: 'content', mainApi: 'main_api' };
  new client.Gauge({
    name: 'site_upstream_last_success_timestamp_seconds',
    help: 'When the content service or the main (billing) API last answered, in Unix seconds (absent: not since start)',
    labelNames: ['upstream'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [name, label] of Object.entries(upstreams)) {
        const at = upstreamHealth.state(name as UpstreamName).lastSuccessAt;
        if (at !== null) this.set({ upstream: label }, at / 1000);
      }
    },
  });
  new client.Gauge({
    name: 'site_upstream_failing_seconds',
    help: 'How long every call to the upstream has failed (0 when its last call succeeded)',
    labelNames: ['upstream'],
    registers: [registry],
    collect() {
      for (const [name, label] of Object.entries(upstreams)) {
        const since = upstreamHealth.state(name as UpstreamName).failingSince;
        this.set({ upstream: label }, since === null ? 0 : (Date.now() - since) / 1000);
      }
    },
  });

  return {
    registry,
    /** Where the gauges read the outbox (set once the forms module exists). */
    use(more: MetricsSources) {
      sources = { ...sources, ...more };
    },
    /** One answered request (the request log's line): the full stack's and the hot path's alike. */
    recordRequest(method: string, path: string, status: number, seconds: number, cache: string) {
      requests.observe(routeKind(path), status, seconds);
      if (cache === 'hit' || cache === 'stale' || cache === 'miss') cacheOutcomes[cache]++;
      if (method === 'GET' || method === 'HEAD') hotPath[cache === 'hot' ? 'hit' : 'miss']++;
    },
    renderTook(seconds: number) {
      renders.observe(seconds);
    },
    deliveryFailed(gaveUp: boolean) {
      deliveryFailures.inc({ outcome: gaveUp ? 'given_up' : 'retry' });
    },
    /** The exposition, and its content type. */
    async exposition(): Promise<{ body: string; contentType: string }> {
      return { body: await registry.metrics(), contentType: registry.contentType };
    },
  };
};

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;

/** The process's metrics: the request log, the renderer and the outbox report here, /metrics reads it. */
export const siteMetrics: SiteMetrics = createSiteMetrics();
