/** Lease terms in months and their discounts in whole percent (spec §9). */
export const leaseTerms = [
  { months: 1, discountPercent: 0 },
  { months: 3, discountPercent: 5 },
  { months: 6, discountPercent: 7 },
  { months: 12, discountPercent: 10 },
  { months: 24, discountPercent: 25 },
  { months: 36, discountPercent: 40 },
] as const;

export type LeaseMonths = (typeof leaseTerms)[number]['months'];

export const defaultLeaseMonths: LeaseMonths = 12;

export const isLeaseMonths = (value: number): value is LeaseMonths => leaseTerms.some((t) => t.months === value);

export const leaseDiscountPercent = (months: LeaseMonths): number =>
  leaseTerms.find((t) => t.months === months)?.discountPercent ?? 0;

/**
 * floor(base × (1 − discount)). Integer percent arithmetic: `1000 * (1 - 0.07)`
 * is 929.999… in floating point, which would floor to 929 instead of 930.
 */
export const discountedPrice = (base: number, months: LeaseMonths): number =>
  Math.floor((base * (100 - leaseDiscountPercent(months))) / 100);

/** Monthly price: the discounted plan plus its additional services (not discounted). */
export const monthlyPrice = (base: number, months: LeaseMonths, additionalServices = 0): number =>
  discountedPrice(base, months) + additionalServices;

/** What the whole term costs. */
export const totalPrice = (base: number, months: LeaseMonths, additionalServices = 0): number =>
  monthlyPrice(base, months, additionalServices) * months;
