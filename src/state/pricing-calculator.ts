import { ofetch } from 'ofetch';
import { proxy } from 'valtio/vanilla';
import { k8sTariffs } from '../lib/catalog/preset-rules.ts';
import type { K8sPreset, K8sVersion, NetworkDriver, TariffPreset } from '../lib/catalog/types.ts';
import { type Estimate, type EstimateKind, estimateCost, estimateKinds } from '../lib/pricing/estimate.ts';
import type { LeaseMonths } from '../lib/pricing/lease-terms.ts';

export type CalculatorPlan = { id: string; name: string; monthlyPrice: number };
export type RegionPlans = Record<EstimateKind, CalculatorPlan[]>;

const plan = (p: TariffPreset): CalculatorPlan => ({ id: String(p.id), name: p.name, monthlyPrice: p.price });

/** The plans of one region from the landing API (spec §7); the five Kubernetes tariffs are built from its presets. */
export const fetchRegionPlans = async (region: string): Promise<RegionPlans> => {
  const q = `?location=${encodeURIComponent(region)}`;
  const [servers, databases, storage, balancers, k8s, versions, drivers] = await Promise.all([
    ofetch<{ server_presets: TariffPreset[] }>(`/landing-api/servers/presets/${q}`),
    ofetch<{ databases_presets: TariffPreset[] }>(`/landing-api/databases/presets/${q}`),
    ofetch<{ storages_presets: TariffPreset[] }>(`/landing-api/s3/presets/${q}`),
    ofetch<{ balancers_presets: TariffPreset[] }>(`/landing-api/balancers/presets/${q}`),
    ofetch<{ k8s_presets: K8sPreset[] }>(`/landing-api/k8s/presets/${q}`),
    ofetch<{ k8s_versions: K8sVersion[] }>('/landing-api/k8s/versions/'),
    ofetch<{ network_drivers: NetworkDriver[] }>('/landing-api/k8s/network-drivers/'),
  ]);
  return {
    servers: servers.server_presets.map(plan),
    databases: databases.databases_presets.map(plan),
    storage: storage.storages_presets.map(plan),
    balancers: balancers.balancers_presets.map(plan),
    kubernetes: k8sTariffs(k8s.k8s_presets, versions.k8s_versions, drivers.network_drivers).map((t) => ({
      id: `${t.master.id}-${t.worker.id}`,
      name: `${t.master.name} + ${t.worker.name}`,
      monthlyPrice: t.price,
    })),
  };
};

const emptyPlans = (): RegionPlans => ({ servers: [], databases: [], storage: [], balancers: [], kubernetes: [] });

/**
 * The pricing calculator (beyond the spec): one region and lease term, a plan
 * and quantity per product kind, and the monthly and term totals. One per
 * render tree; the island mirrors `estimate` into the URL.
 */
export const createPricingCalculator = (
  initial: Estimate,
  fetchPlans: (region: string) => Promise<RegionPlans> = fetchRegionPlans,
) => {
  const state = proxy({
    estimate: initial,
    plans: emptyPlans(),
    pending: false,
    failed: false,
  });
  let generation = 0;

  const load = async () => {
    const mine = ++generation;
    state.pending = true;
    state.failed = false;
    try {
      const plans = await fetchPlans(state.estimate.region);
      if (mine !== generation) return;
      state.plans = plans;
      // A line whose plan the region does not sell is dropped.
      for (const kind of estimateKinds) {
        const line = state.estimate.lines[kind];
        if (line && !plans[kind].some((p) => p.id === line.planId)) delete state.estimate.lines[kind];
      }
    } catch (error) {
      if (mine !== generation) return;
      console.error(JSON.stringify({ level: 'error', msg: 'calculator prices failed', error: String(error) }));
      state.plans = emptyPlans();
      state.failed = true;
    } finally {
      if (mine === generation) state.pending = false;
    }
  };

  return {
    state,
    load,
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
