/**
 * At most `max` page renders at once; the others wait their turn, first come first served.
 * A render holds its whole page, React's trees and the RSC payload in memory: under a burst of
 * uncached requests, letting every one run at once multiplies the heap by the number of
 * connections, while the CPU (one thread) finishes them no sooner.
 */
export const createRenderLimit = (max: number) => {
  let active = 0;
  const waiting: (() => void)[] = [];
  const acquire = (): Promise<void> => {
    if (active < max) {
      active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  // A finished render hands its slot straight to the next in line, so no newcomer slips in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return {
    async run<T>(render: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await render();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
};
