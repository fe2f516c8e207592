import { ofetch } from 'ofetch';
import { timing } from '#src/lib/timing.ts';
import type { Submission } from './outbox.ts';
import { signatureHeader } from './webhook-signature.ts';

type WebhookOptions = {
  /** `FORMS_WEBHOOK_SECRET`: signs every post (`X-Signature`); without it posts go unsigned. */
  secret?: string;
  timeoutMs?: number;
  now?: () => number;
};

/**
 * Posts a submission to the webhook as JSON. The id travels as an idempotency key so the receiver can drop
 * repeats, and `X-Signature` (webhook-signature.ts) lets it check the body came from us, unchanged and lately.
 */
export const webhookSender =
  (url: string, { secret, timeoutMs = timing.upstreamTimeoutMs, now = Date.now }: WebhookOptions = {}) =>
  async (submission: Submission): Promise<void> => {
    // Signed as sent: the exact bytes, not an object ofetch would serialise again.
    const body = JSON.stringify({
      id: submission.id,
      form: submission.form,
      locale: submission.locale,
      payload: submission.payload,
      createdAt: new Date(submission.createdAt).toISOString(),
    });
    await ofetch(url, {
      method: 'POST',
      timeout: timeoutMs,
      retry: 0,
      headers: {
        'content-type': 'application/json',
        'idempotency-key': submission.id,
        ...(secret ? { 'x-signature': signatureHeader(secret, body, now() / 1000) } : {}),
      },
      body,
    });
  };
