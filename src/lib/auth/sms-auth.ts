import { type } from 'arktype';

/**
 * Credentials of a sign-in confirmed by SMS (spec §3): the hash of the code
 * the visitor received, and the account's username and password. The hash and
 * the password are secrets: they are sent on and never logged.
 */
export const smsAuthData = type({
  smsHash: '0 < string <= 256',
  username: '0 < string <= 128',
  password: '0 < string <= 256',
});
export type SmsAuthData = typeof smsAuthData.infer;

/** What may appear in a log line about SMS credentials: the username only. */
export const smsAuthLogView = (data: SmsAuthData) => ({ username: data.username, smsHash: '[redacted]', password: '[redacted]' });
