import '#server-only';

/** The services the site calls whose state /readyz and /metrics report. */
export type UpstreamName = 'content' | 'mainApi';

export type UpstreamState = {
  /** When it last answered (any answer below 500), ms since the epoch; null if not since start. */
  lastSuccessAt: number | null;
  /** When a call last got no answer or a 5xx. */
  lastFailureAt: number | null;
  /** Since when every call has failed (the first failure after the last success), or null. */
  failingSince: number | null;
};

const fresh = (): UpstreamState => ({ lastSuccessAt: null, lastFailureAt: null, failingSince: null });
const states: Record<UpstreamName, UpstreamState> = { content: fresh(), mainApi: fresh() };

/**
 * The process's record of its upstreams (the content service, the billing/main API): each client
 * reports the outcome of its calls (ofetch hooks, `upstreamHooks`), and readiness and metrics read it.
 * Process-wide on purpose: it describes the services, not a visitor.
 */
export const upstreamHealth = {
  succeeded(name: UpstreamName, at = Date.now()) {
    const state = states[name];
    state.lastSuccessAt = at;
    state.failingSince = null;
  },
  failed(name: UpstreamName, at = Date.now()) {
    const state = states[name];
    state.lastFailureAt = at;
    state.failingSince ??= at;
  },
  state(name: UpstreamName): Readonly<UpstreamState> {
    return states[name];
  },
  /** Forgets everything (tests). */
  reset() {
    states.content = fresh();
    states.mainApi = fresh();
  },
};

/** ofetch hooks that report each call's outcome: an answer below 500 is a success, none or a 5xx a failure. */
export const upstreamHooks = (name: UpstreamName) => ({
  onResponse({ response }: { response: Response }) {
    if (response.status < 500) upstreamHealth.succeeded(name);
    else upstreamHealth.failed(name);
  },
  onRequestError() {
    upstreamHealth.failed(name);
  },
});
