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

  // A line whose plan the region does not sell is dropped.
  const dropUnsoldLines = () => {
    for (const kind of estimateKinds) {
      const line = state.estimate.lines[kind];
      if (line && !state.plans[kind].some((p) => p.id === line.planId)) delete state.estimate.lines[kind];
    }
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
      dropUnsoldLines();
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
      if (estimate) state.estimate = estimate;
      if (state.estimate.region === plansRegion) dropUnsoldLines();
      else await load();
    },
    setRegion(region: string) {
      state.estimate.region = region;
      return load();
    },
    setMonths(months: LeaseMonths) {
      state.estimate.months = months;
    },
    setLine(kind: EstimateKind, planId: string | null, count = 1) {
      if (planId === null || count < 1) delete state.estimate.lines[kind];
      else state.estimate.lines[kind] = { planId, count: Math.min(50, Math.floor(count)) };
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
