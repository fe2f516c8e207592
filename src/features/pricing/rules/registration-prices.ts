import type { RegistrationTariff } from '#src/features/pricing/tariffs/types.ts';
import { discountedPrice, type LeaseMonths } from './lease-terms.ts';
import { effectiveLeaseMonths, planLocation, type RegistrationLocation } from './registration.ts';

export type RegistrationRow = {
  tariff: RegistrationTariff;
  /** Plan price after the lease-term discount, per month, in roubles. */
  discounted: number;
  /** Discounted plan plus the chosen add-ons, per month. */
  monthly: number;
  /** monthly × term. */
  total: number;
};

/**
 * The price table of the localized offer (spec §9): plans of one market, the
 * term clamped to what it allows (PL: 1 month), discounted = floor(base ×
 * (1 − d)), monthly = discounted + add-ons, total = monthly × term.
 */
export const registrationRows = (
  tariffs: readonly RegistrationTariff[],
  location: RegistrationLocation,
  requestedMonths: LeaseMonths,
  chosenAddons: Readonly<Record<number, readonly number[]>>,
): { months: LeaseMonths; rows: RegistrationRow[] } => {
  const months = effectiveLeaseMonths(location, requestedMonths);
  const rows = tariffs
    .filter((t) => planLocation(t.id) === location)
    .map((tariff) => {
      const chosen = chosenAddons[tariff.id] ?? [];
      const addons = tariff.addons.filter((a) => chosen.includes(a.id)).reduce((sum, a) => sum + a.price, 0);
      const discounted = discountedPrice(tariff.price, months);
      const monthly = discounted + addons;
      return { tariff, discounted, monthly, total: monthly * months };
    });
  return { months, rows };
};
