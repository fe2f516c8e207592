/** Exponential back-off: 5 s, 10 s, 20 s … capped at an hour, with ±20 % jitter so retries spread out. */
export const nextAttemptDelay = (attempts: number, random: () => number = Math.random): number => {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(base * (0.8 + random() * 0.4));
};

/** What a durable outbox keeps about each entry to deliver. */
export type Queued = { id: string; attempts: number };

/** The part of a durable outbox (form submissions, referral visits) that delivery drives. */
export type DeliveryQueue<T extends Queued> = {
  due(): T[];
  markDelivered(id: string): void;
  markFailed(id: string, nextAttemptAt: number, error: string): void;
};

/**
 * Delivers due entries one by one. State lives in the outbox, so a restart
 * simply carries on where the last process stopped. `what` names the entries
 * in the log line of a failed attempt.
 */
export const createDelivery = <T extends Queued>({
  outbox,
  send,
  what,
  now = Date.now,
}: {
  outbox: DeliveryQueue<T>;
  send: (entry: T) => Promise<void>;
  what: string;
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
          outbox.markFailed(entry.id, now() + nextAttemptDelay(attempts), String(error));
          console.error(
            JSON.stringify({ level: 'warn', msg: `${what} delivery failed`, id: entry.id, attempts, error: String(error) }),
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
