export type RenderLimitOptions = {
  /** Renders in flight at most, stalled ones included. */
  max: number;
  /** How long a render may run before it counts as waiting on a data source rather than on the CPU. */
  stalledAfterMs: number;
};

/**
 * Page renders take turns. The CPU is one thread: renders interleaved on it finish no sooner, hold
 * their pages, React trees and RSC payloads in memory meanwhile, and survive into the old
 * generation, where collecting them is dear (four at once cost a docs render about half as much CPU
 * again as one at a time). So one render runs at a time, first come first served. A render still
 * running after `stalledAfterMs` is taken to be waiting on a data source (a slow CMS or billing
 * API): the next in line starts beside it, up to `max` renders in flight.
 */
export const createRenderLimit = ({ max, stalledAfterMs }: RenderLimitOptions) => {
  let inFlight = 0;
  let running = 0; // in flight and not stalled: 0 or 1
  const waiting: (() => void)[] = [];
  const startNext = () => {
    while (running === 0 && inFlight < max && waiting.length > 0) waiting.shift()?.();
  };
  return {
    run<T>(render: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
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
        });
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
