import { proxy } from 'valtio/vanilla';
import type { RegistrationTariff } from './tariffs/types.ts';

export type { RegistrationTariff };

import { defaultLeaseMonths, type LeaseMonths } from './rules/lease-terms.ts';
import { effectiveLeaseMonths, planLocation, type RegistrationLocation } from './rules/registration.ts';

export type LoadState = { pending: boolean; error: string | null; timestamp: number | null };

export type RegistrationOfferState = {
  location: RegistrationLocation;
  months: LeaseMonths;
  tariffs: RegistrationTariff[];
  /** Chosen add-on ids per tariff id. */
  addons: Record<number, number[]>;
  load: LoadState;
};

/**
 * The registration tariff store of the localized RU/PL offer (spec §4): market
 * ru or pl, term 12 months by default (the Polish offer only 1), and for its
 * load a pending flag, an error and the time of the last success. One per
 * render tree.
 */
export const createRegistrationOffer = (fetchTariffs: () => Promise<RegistrationTariff[]>, now: () => number = Date.now) => {
  const state = proxy<RegistrationOfferState>({
    location: 'ru',
    months: defaultLeaseMonths,
    tariffs: [],
    addons: {},
    load: { pending: false, error: null, timestamp: null },
  });

  return {
    state,
    async load() {
      state.load.pending = true;
      state.load.error = null;
      try {
        state.tariffs = await fetchTariffs();
        state.load.timestamp = now();
      } catch (error) {
        // Spec §8: a tariff fetch failure is logged and the list treated as empty.
        console.error(JSON.stringify({ level: 'error', msg: 'registration tariffs failed', error: String(error) }));
        state.load.error = String(error);
        state.tariffs = [];
      } finally {
        state.load.pending = false;
      }
    },
    setLocation(location: RegistrationLocation) {
      state.location = location;
      state.months = effectiveLeaseMonths(location, location === 'pl' ? 1 : defaultLeaseMonths);
    },
    setMonths(months: LeaseMonths) {
      state.months = effectiveLeaseMonths(state.location, months);
    },
    toggleAddon(tariffId: number, addonId: number) {
      const chosen = state.addons[tariffId] ?? [];
      state.addons[tariffId] = chosen.includes(addonId) ? chosen.filter((id) => id !== addonId) : [...chosen, addonId];
    },
    /** Markets that have plans, in the order they are offered. */
    markets(): RegistrationLocation[] {
      const present = new Set(state.tariffs.map((t) => planLocation(t.id)));
      return (['ru', 'pl'] as const).filter((l) => present.has(l));
    },
  };
};
