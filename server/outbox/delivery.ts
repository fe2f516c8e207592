/** Exponential back-off: 5 s, 10 s, 20 s … capped at an hour, with ±20 % jitter so retries spread out. */
export const nextAttemptDelay = (attempts: number, random: () => number = Math.random): number => {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(base * (0.8 + random() * 0.4));
};

/** What a durable outbox keeps about each entry to deliver. */
export type Queued = { id: string; attempts: number; createdAt: number };

/** When to stop trying an entry: after this many failed attempts, or once it is this old. */
export type GiveUp = { maxAttempts: number; maxAgeMs: number };

/** The part of a durable outbox (form submissions, referral visits) that delivery drives. */
export type DeliveryQueue<T extends Queued> = {
  due(): T[];
  markDelivered(id: string): void;
  markFailed(id: string, nextAttemptAt: number, error: string): void;
  markGaveUp(id: string, error: string): void;
};

/**
 * Delivers due entries one by one. State lives in the outbox, so a restart
 * simply carries on where the last process stopped. A failed attempt is tried
 * again after a back-off; once `giveUp` is reached the entry is marked failed
 * (kept, counted, exported) and never sent again. `what` names the entries in
 * the log lines; `onFailure` hears of each failed attempt (the metrics).
 */
export const createDelivery = <T extends Queued>({
  outbox,
  send,
  what,
  giveUp,
  onFailure,
  now = Date.now,
}: {
  outbox: DeliveryQueue<T>;
  send: (entry: T) => Promise<void>;
  what: string;
  /** Without it, an entry is tried until it is delivered (referral visits). */
  giveUp?: GiveUp;
  onFailure?: (gaveUp: boolean) => void;
  now?: () => number;
}) => {
  let running: Promise<void> | null = null;
  // Drains everything due, batch by batch, trying each entry at most once per pass.
  const tick = async () => {
    const tried = new Set<string>();
    for (let batch = outbox.due(); ; batch = outbox.due()) {
      const fresh = batch.filter((entry) => !tried.has(entry.id));
      if (fresh.length === 0) return;
      for (const entry of fresh) {
        tried.add(entry.id);
        try {
          await send(entry);
          outbox.markDelivered(entry.id);
        } catch (error) {
          const attempts = entry.attempts + 1;
          const gaveUp = giveUp !== undefined && (attempts >= giveUp.maxAttempts || now() - entry.createdAt >= giveUp.maxAgeMs);
          if (gaveUp) outbox.markGaveUp(entry.id, String(error));
          else outbox.markFailed(entry.id, now() + nextAttemptDelay(attempts), String(error));
          onFailure?.(gaveUp);
          console.error(
            JSON.stringify({
              level: gaveUp ? 'error' : 'warn',
              msg: gaveUp ? `${what} delivery given up` : `${what} delivery failed`,
              id: entry.id,
              attempts,
              error: String(error),
            }),
          );
        }
      }
    }
  };
  return {
    /** One pass over what is due; concurrent calls share the pass in progress. */
    tick(): Promise<void> {
      running ??= tick().finally(() => {
        running = null;
      });
      return running;
    },
    start(intervalMs = 5_000) {
      const timer = setInterval(() => void this.tick(), intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
};
