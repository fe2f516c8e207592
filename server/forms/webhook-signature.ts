import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signature's time may be before a receiver refuses it (replays), in seconds. */
export const SIGNATURE_TOLERANCE_S = 300;

/**
 * The webhook's `X-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the
 * secret>`. The time is inside what is signed, so a captured post cannot be replayed with a new one.
 */
export const signatureHeader = (secret: string, body: string, unixSeconds: number): string => {
  const t = Math.floor(unixSeconds);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
};

/** What a receiver checks (docs/deploy.md has the same in ten lines): the HMAC, and a time within the tolerance. */
export const signatureValid = (
  secret: string,
  header: string | undefined,
  body: string,
  nowSeconds: number,
  toleranceS = SIGNATURE_TOLERANCE_S,
): boolean => {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
};
