import { proxy } from 'valtio/vanilla';
import { siteApi } from '#src/lib/main-api/site-api.ts';
import { type Estimate, type EstimateKind, estimateCost, estimateKinds } from './rules/estimate.ts';
import type { LeaseMonths } from './rules/lease-terms.ts';
import { type CalculatorPlan, noRegionPlans, type RegionPlans, regionPlans } from './rules/region-plans.ts';

/** The plans of one region from the landing API (spec §7). */
export const fetchRegionPlans = async (region: string): Promise<RegionPlans> => {
  const { landing } = siteApi;
  const [servers, databases, storage, balancers, k8s, k8sVersions, networkDrivers] = await Promise.all([
    landing.serverPresets(region),
    landing.databasePresets(region),
    landing.storagePresets(region),
    landing.balancerPresets(region),
    landing.k8sPresets(region),
    landing.k8sVersions(),
    landing.networkDrivers(),
  ]);
  return regionPlans({ servers, databases, storage, balancers, k8s, k8sVersions, networkDrivers });
};

/**
 * The pricing calculator (beyond the spec): one region and lease term, a plan
 * and quantity per product kind, and the monthly and term totals. One per
 * render tree; the island mirrors `estimate` into the URL. `preloaded` are
 * plans the server already read (for the initial region), so opening the page
 * fetches nothing.
 */
export const createPricingCalculator = (
  initial: Estimate,
  fetchPlans: (region: string) => Promise<RegionPlans> = fetchRegionPlans,
  preloaded?: { region: string; plans: RegionPlans },
) => {
  const state = proxy({
    estimate: initial,
    plans: preloaded?.plans ?? noRegionPlans(),
    pending: false,
    failed: false,
  });
  let plansRegion = preloaded?.region;
  let generation = 0;
  // What the visitor chose of each kind, by plan name and count. Plan ids differ from region to
  // region; a region selling a plan of the same name gets the line back, and one that does not
  // drops it from the estimate but not from here, so switching back restores it (issue 25.7).
  const wishes: Partial<Record<EstimateKind, { name: string; count: number }>> = {};

  /** Notes the current lines' plans by name, at the current region's plans. */
  const rememberLines = () => {
    for (const kind of estimateKinds) {
      const line = state.estimate.lines[kind];
      const chosen = line && state.plans[kind].find((p) => p.id === line.planId);
      if (line && chosen) wishes[kind] = { name: chosen.name, count: line.count };
    }
  };

  /** Each line at the loaded region's plans: the wished plan by name, or none where it is not sold. */
  const fitLinesToPlans = () => {
    for (const kind of estimateKinds) {
      const wish = wishes[kind];
      const line = state.estimate.lines[kind];
      const same = wish && state.plans[kind].find((p) => p.name === wish.name);
      if (wish && same) state.estimate.lines[kind] = { planId: same.id, count: wish.count };
      else if (line && (wish || !state.plans[kind].some((p) => p.id === line.planId))) delete state.estimate.lines[kind];
    }
    rememberLines();
  };

  const load = async () => {
    const mine = ++generation;
    const region = state.estimate.region;
    state.pending = true;
    state.failed = false;
    try {
      const plans = await fetchPlans(region);
      if (mine !== generation) return;
      state.plans = plans;
      plansRegion = region;
      fitLinesToPlans();
    } catch (error) {
      if (mine !== generation) return;
      console.error(JSON.stringify({ level: 'error', msg: 'calculator prices failed', error: String(error) }));
      state.plans = noRegionPlans();
      plansRegion = undefined;
      state.failed = true;
    } finally {
      if (mine === generation) state.pending = false;
    }
  };

  return {
    state,
    load,
    /** Shows `estimate` (from a shared link) or the current one, loading prices unless its region's are at hand. */
    async restore(estimate?: Estimate) {
      if (estimate) {
        // A shared link's lines are the ones to keep, by their ids in its region.
        for (const kind of estimateKinds) delete wishes[kind];
        state.estimate = estimate;
      }
      if (state.estimate.region === plansRegion) fitLinesToPlans();
      else await load();
    },
    setRegion(region: string) {
      rememberLines();
      state.estimate.region = region;
      return load();
    },
    setMonths(months: LeaseMonths) {
      state.estimate.months = months;
    },
    setLine(kind: EstimateKind, planId: string | null, count = 1) {
      if (planId === null || count < 1) {
        delete state.estimate.lines[kind];
        delete wishes[kind];
      } else {
        state.estimate.lines[kind] = { planId, count: Math.min(50, Math.floor(count)) };
        rememberLines();
      }
    },
  };
};

/** Monthly and term totals of the current estimate at the loaded prices. */
export const calculatorCost = (
  estimate: Pick<Estimate, 'months' | 'lines'>,
  plans: { readonly [K in EstimateKind]: readonly CalculatorPlan[] },
) =>
  estimateCost(
    estimateKinds.flatMap((kind) => {
      const line = estimate.lines[kind];
      const chosen = line && plans[kind].find((p) => p.id === line.planId);
      return chosen && line ? [{ monthlyPrice: chosen.monthlyPrice, count: line.count }] : [];
    }),
    estimate.months,
  );
