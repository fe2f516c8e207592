/**
 * The ids referral links carry: a customer's invitation code in `/r/{code}/`,
 * and the webmaster (`i`) and banner (`a`) ids of `?i=…&a=…` links. Letters,
 * digits, dash and underscore, up to 64.
 */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isReferralId = (value: unknown): value is string => typeof value === 'string' && ID.test(value);
