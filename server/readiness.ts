import type { BacklogSnapshot } from '#server/outbox/delivery-state.ts';
import { wholeNumberSetting } from '#server/whole-number-setting.ts';
import type { UpstreamState } from '#src/lib/upstream-health.ts';

/** When /readyz answers 503 (README "Environment"); 0 turns a check off. */
export type ReadinessThresholds = {
  /** `READY_MAX_OUTBOX_BACKLOG`: more undelivered submissions than this (1000). */
  maxBacklog: number;
  /** `READY_MAX_OUTBOX_AGE_S`: the oldest undelivered submission older than this, in seconds (900). */
  maxBacklogAgeS: number;
  /** `READY_MAX_UPSTREAM_FAILING_S`: the content service or the main API failing for longer than this (300). */
  maxUpstreamFailingS: number;
};

export const readinessThresholds = (env: NodeJS.ProcessEnv = process.env): ReadinessThresholds => ({
  maxBacklog: wholeNumberSetting('READY_MAX_OUTBOX_BACKLOG', env.READY_MAX_OUTBOX_BACKLOG, {
    fallback: 1000,
    min: 0,
    max: 100_000,
  }),
  maxBacklogAgeS: wholeNumberSetting('READY_MAX_OUTBOX_AGE_S', env.READY_MAX_OUTBOX_AGE_S, {
    fallback: 900,
    min: 0,
    max: 31_536_000,
  }),
  maxUpstreamFailingS: wholeNumberSetting('READY_MAX_UPSTREAM_FAILING_S', env.READY_MAX_UPSTREAM_FAILING_S, {
    fallback: 300,
    min: 0,
    max: 31_536_000,
  }),
});

export type ReadinessInput = {
  /** Whether submissions are delivered (a webhook is set); without one the backlog is expected and not judged. */
  delivering: boolean;
  backlog: BacklogSnapshot;
  /** `files` (content/ in the build, nothing to fail) or `directus`. */
  contentSource: 'files' | 'directus';
  content: UpstreamState;
  /** Whether the main API is used (MAIN_API_URL); without it the embedded catalog answers. */
  mainApiConfigured: boolean;
  mainApi: UpstreamState;
  now: number;
};

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
const seconds = (ms: number) => Math.round(ms / 1000);

const upstreamReport = (state: UpstreamState, now: number) => ({
  lastSuccessAt: iso(state.lastSuccessAt),
  lastFailureAt: iso(state.lastFailureAt),
  failingForSeconds: state.failingSince === null ? 0 : seconds(now - state.failingSince),
});

/**
 * Whether this instance should get traffic, and why not: the form outbox's backlog and the age of its
 * oldest undelivered submission (when a webhook delivers them), and how long the content service and
 * the main API have been failing (when they are used), each against its threshold. Pure: the
 * endpoint hands it what it read.
 */
export const readiness = (input: ReadinessInput, thresholds: ReadinessThresholds) => {
  const { backlog, now } = input;
  const oldestAgeS = backlog.oldestPendingAt === null ? null : seconds(now - backlog.oldestPendingAt);
  const problems: string[] = [];
  if (input.delivering) {
    if (thresholds.maxBacklog > 0 && backlog.pending > thresholds.maxBacklog)
      problems.push(`outbox backlog ${backlog.pending} > ${thresholds.maxBacklog}`);
    if (thresholds.maxBacklogAgeS > 0 && oldestAgeS !== null && oldestAgeS > thresholds.maxBacklogAgeS)
      problems.push(`oldest undelivered submission ${oldestAgeS} s old > ${thresholds.maxBacklogAgeS} s`);
  }
  const failing = (name: string, state: UpstreamState, used: boolean) => {
    if (!used || thresholds.maxUpstreamFailingS === 0 || state.failingSince === null) return;
    const forS = seconds(now - state.failingSince);
    if (forS > thresholds.maxUpstreamFailingS)
      problems.push(`${name} failing for ${forS} s > ${thresholds.maxUpstreamFailingS} s`);
  };
  failing('content service', input.content, input.contentSource === 'directus');
  failing('main API', input.mainApi, input.mainApiConfigured);
  return {
    ready: problems.length === 0,
    report: {
      status: problems.length === 0 ? 'ready' : 'not ready',
      problems,
      outbox: {
        delivering: input.delivering,
        backlog: backlog.pending,
        oldestUndeliveredAgeSeconds: oldestAgeS,
        failed: backlog.failed,
      },
      content: { source: input.contentSource, ...upstreamReport(input.content, now) },
      mainApi: { configured: input.mainApiConfigured, ...upstreamReport(input.mainApi, now) },
      thresholds,
    },
  };
};
