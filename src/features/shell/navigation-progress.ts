import { proxy } from 'valtio/vanilla';
import { timing } from '#src/lib/timing.ts';

/**
 * `pending`: a navigation started but is not yet visible (throttle);
 * `running`: the bar is shown; `finishing`: it completed and fades out;
 * `failed`: it failed and shows the failed state before hiding.
 */
export type ProgressPhase = 'idle' | 'pending' | 'running' | 'finishing' | 'failed';

type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void };

const defaultTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * The navigation loading bar as a small state machine (spec §4): it appears
 * after a 200 ms throttle, runs about 5 s, hides 500 ms after finishing and
 * shows a failed state on error. One instance per render tree.
 */
export const createNavigationProgress = (timers: Timers = defaultTimers) => {
  const state = proxy<{ phase: ProgressPhase }>({ phase: 'idle' });
  let timer: unknown;

  const schedule = (fn: () => void, ms: number) => {
    if (timer !== undefined) timers.clear(timer);
    timer = timers.set(() => {
      timer = undefined;
      fn();
    }, ms);
  };

  return {
    state,
    start() {
      if (state.phase === 'running') return;
      state.phase = 'pending';
      schedule(() => {
        state.phase = 'running';
      }, timing.progressThrottleMs);
    },
    done() {
      if (state.phase === 'pending') {
        if (timer !== undefined) timers.clear(timer);
        timer = undefined;
        state.phase = 'idle';
        return;
      }
      if (state.phase !== 'running') return;
      state.phase = 'finishing';
      schedule(() => {
        state.phase = 'idle';
      }, timing.progressHideDelayMs);
    },
    fail() {
      state.phase = 'failed';
      schedule(() => {
        state.phase = 'idle';
      }, timing.progressHideDelayMs);
    },
  };
};

export type NavigationProgress = ReturnType<typeof createNavigationProgress>;
