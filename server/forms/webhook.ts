import { ofetch } from 'ofetch';
import { timing } from '#src/lib/timing.ts';
import type { Submission } from './outbox.ts';

/** Posts a submission to the webhook; the id travels as an idempotency key so the receiver can drop repeats. */
export const webhookSender =
  (url: string, timeoutMs = timing.upstreamTimeoutMs) =>
  async (submission: Submission): Promise<void> => {
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
