import { ofetch } from 'ofetch';
import { timing } from '../../src/lib/timing.ts';

/** Addresses the embedded main API knows as registered (for `npm start` and tests). */
const embeddedAccounts = new Set(['demo@nuvora.cloud', 'taken@example.com']);

/**
 * Whether an e-mail address already has an account. With `MAIN_API_URL` the
 * provider's API answers (`GET /v1/registration/email?email=` → `{ exists }`);
 * if it cannot, the form goes through and the control panel checks again.
 */
export const emailRegistered =
  (mainApiUrl: string | undefined) =>
  async (email: string): Promise<boolean> => {
    const normalized = email.trim().toLowerCase();
    if (!mainApiUrl) return embeddedAccounts.has(normalized);
    try {
      const answer = await ofetch<{ exists?: boolean }>(`${mainApiUrl.replace(/\/+$/, '')}/v1/registration/email`, {
        query: { email: normalized },
        timeout: timing.upstreamTimeoutMs,
        retry: 0,
      });
      return answer.exists === true;
    } catch (error) {
      console.error(JSON.stringify({ level: 'warn', msg: 'email check failed', error: String(error) }));
      return false;
    }
  };
