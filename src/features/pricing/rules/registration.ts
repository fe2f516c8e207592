import type { LeaseMonths } from './lease-terms.ts';
import { leaseTerms } from './lease-terms.ts';

/** Markets of the localized registration offer (spec §1): prices in roubles per month. */
export type RegistrationLocation = 'ru' | 'pl';

/** A plan is Polish when its id is odd and within 175–199 (spec §9). */
export const isPolishPlan = (id: number): boolean => Number.isInteger(id) && id >= 175 && id <= 199 && id % 2 === 1;

export const planLocation = (id: number): RegistrationLocation => (isPolishPlan(id) ? 'pl' : 'ru');

/** The Polish offer is sold for one month only; Russian plans for every lease term. */
export const allowedLeaseMonths = (location: RegistrationLocation): readonly LeaseMonths[] =>
  location === 'pl' ? [1] : leaseTerms.map((t) => t.months);

/** A requested term, clamped to what the location allows (PL → 1 month). */
export const effectiveLeaseMonths = (location: RegistrationLocation, requested: LeaseMonths): LeaseMonths => {
  const allowed = allowedLeaseMonths(location);
  return allowed.includes(requested) ? requested : (allowed[0] as LeaseMonths);
};
