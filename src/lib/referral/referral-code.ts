/** A customer's referral code in `/r/{code}/`: letters, digits, dash and underscore, up to 64. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export const isReferralCode = (value: unknown): value is string => typeof value === 'string' && CODE.test(value);
