export type RenderLimitOptions = {
  /** Renders in flight at most, stalled ones included. */
  max: number;
  /** How long a render may run before it counts as waiting on a data source rather than on the CPU. */
  stalledAfterMs: number;
  /** Renders waiting for a turn at most; one more is refused (`RenderQueueFull`) instead of queued. */
  maxWaiting?: number;
};

/** A render refused because `maxWaiting` renders already wait for a turn: the server is saturated, answer 503. */
export class RenderQueueFull extends Error {
  constructor() {
    super('render queue full');
    this.name = 'RenderQueueFull';
  }
}

/** A render dropped from the queue before its turn because whoever asked for it left. */
export class RenderAbandoned extends Error {
  constructor() {
    super('render abandoned');
    this.name = 'RenderAbandoned';
  }
}

/**
 * Page renders take turns. The CPU is one thread: renders interleaved on it finish no sooner, hold
 * their pages, React trees and RSC payloads in memory meanwhile, and survive into the old
 * generation, where collecting them is dear (four at once cost a docs render about half as much CPU
 * again as one at a time). So one render runs at a time, first come first served. A render still
 * running after `stalledAfterMs` is taken to be waiting on a data source (a slow CMS or billing
 * API): the next in line starts beside it, up to `max` renders in flight.
 *
 * The queue is bounded: past `maxWaiting` a render is refused at once, so a flood costs no memory
 * and no render that would finish long after its client gave up. A queued render whose `signal`
 * aborts (its client left) leaves the queue without running.
 */
export const createRenderLimit = ({ max, stalledAfterMs, maxWaiting = Number.POSITIVE_INFINITY }: RenderLimitOptions) => {
  let inFlight = 0;
  let running = 0; // in flight and not stalled: 0 or 1
  const waiting: (() => void)[] = [];
  const startNext = () => {
    while (running === 0 && inFlight < max && waiting.length > 0) waiting.shift()?.();
  };
  return {
    run<T>(render: () => Promise<T>, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) {
          reject(new RenderAbandoned());
          return;
        }
        if (waiting.length >= maxWaiting) {
          reject(new RenderQueueFull());
          return;
        }
        const leave = () => {
          const index = waiting.indexOf(turn);
          if (index < 0) return;
          waiting.splice(index, 1);
          reject(new RenderAbandoned());
        };
        const turn = () => {
          signal?.removeEventListener('abort', leave);
          inFlight++;
          running++;
          let stalled = false;
          const stall = () => {
            if (!stalled) {
              stalled = true;
              running--;
            }
            startNext();
          };
          const timer = setTimeout(stall, stalledAfterMs);
          // The turn is handed on before the caller hears back.
          const finish = () => {
            clearTimeout(timer);
            inFlight--;
            stall();
          };
          Promise.resolve()
            .then(render)
            .then(
              (value) => {
                finish();
                resolve(value);
              },
              (error: unknown) => {
                finish();
                reject(error);
              },
            );
        };
        signal?.addEventListener('abort', leave, { once: true });
        waiting.push(turn);
        startNext();
      });
    },
    get active() {
      return inFlight;
    },
    get waiting() {
      return waiting.length;
    },
  };
};
