import { createMainApi } from '#src/lib/main-api/main-api.ts';

/** Addresses the embedded main API knows as registered (for `npm start` and tests). */
const embeddedAccounts = new Set(['demo@nuvora.cloud', 'taken@example.com']);

/**
 * Whether an e-mail address already has an account. With `MAIN_API_URL` the
 * provider's API answers (`GET /v1/registration/email?email=` → `{ exists }`);
 * if it cannot, the form goes through and the control panel checks again.
 */
export const emailRegistered = (mainApiUrl: string | undefined) => {
  const api = mainApiUrl ? createMainApi({ baseUrl: mainApiUrl }) : undefined;
  return async (email: string): Promise<boolean> => {
    const normalized = email.trim().toLowerCase();
    if (!api) return embeddedAccounts.has(normalized);
    try {
      return await api.emailRegistered(normalized);
    } catch (error) {
      console.error(JSON.stringify({ level: 'warn', msg: 'email check failed', error: String(error) }));
      return false;
    }
  };
};
