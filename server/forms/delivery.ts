import { ofetch } from 'ofetch';
import { timing } from '../../src/lib/timing.ts';
import type { Outbox, Submission } from './outbox.ts';

/** Exponential back-off: 5 s, 10 s, 20 s … capped at an hour, with ±20 % jitter so retries spread out. */
export const nextAttemptDelay = (attempts: number, random: () => number = Math.random): number => {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return Math.round(base * (0.8 + random() * 0.4));
};

type Send = (submission: Submission) => Promise<void>;

/** Posts a submission to the webhook; the id travels as an idempotency key so the receiver can drop repeats. */
export const webhookSender =
  (url: string, timeoutMs = timing.upstreamTimeoutMs): Send =>
  async (submission) => {
    await ofetch(url, {
      method: 'POST',
      timeout: timeoutMs,
      retry: 0,
      headers: { 'idempotency-key': submission.id },
      body: {
        id: submission.id,
        form: submission.form,
        locale: submission.locale,
        payload: submission.payload,
        createdAt: new Date(submission.createdAt).toISOString(),
      },
    });
  };

/**
 * Delivers due submissions one by one. State lives in the outbox, so a
 * restart simply carries on where the last process stopped.
 */
export const createDelivery = ({ outbox, send, now = Date.now }: { outbox: Outbox; send: Send; now?: () => number }) => {
  let running: Promise<void> | null = null;
  // Drains everything due, batch by batch, trying each submission at most once per pass.
  const tick = async () => {
    const tried = new Set<string>();
    for (let batch = outbox.due(); ; batch = outbox.due()) {
      const fresh = batch.filter((submission) => !tried.has(submission.id));
      if (fresh.length === 0) return;
      for (const submission of fresh) {
        tried.add(submission.id);
        try {
          await send(submission);
          outbox.markDelivered(submission.id);
        } catch (error) {
          const attempts = submission.attempts + 1;
          outbox.markFailed(submission.id, now() + nextAttemptDelay(attempts), String(error));
          console.error(
            JSON.stringify({ level: 'warn', msg: 'form delivery failed', id: submission.id, attempts, error: String(error) }),
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
