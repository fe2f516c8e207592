import type { K8sPreset, K8sVersion, NetworkDriver, TariffPreset } from '#src/features/pricing/tariffs/types.ts';
import { databasePlanName, engineNames } from './database-engines.ts';
import type { EstimateKind } from './estimate.ts';
import { k8sTariffs } from './preset-rules.ts';

/** A plan the calculator offers: its preset id (`master-worker` for Kubernetes), name and monthly price. */
export type CalculatorPlan = { id: string; name: string; monthlyPrice: number };
export type RegionPlans = Record<EstimateKind, CalculatorPlan[]>;

/** One region's sellable presets, as the landing API lists them (spec §7). */
export type RegionPresets = {
  servers: readonly TariffPreset[];
  databases: readonly TariffPreset[];
  storage: readonly TariffPreset[];
  balancers: readonly TariffPreset[];
  k8s: readonly K8sPreset[];
  k8sVersions: readonly K8sVersion[];
  networkDrivers: readonly NetworkDriver[];
};

const plan = (p: TariffPreset): CalculatorPlan => ({ id: String(p.id), name: p.name, monthlyPrice: p.price });

/** A database plan is named by its engine and version ("MySQL 8.4"), as in the price tables. */
const databasePlan = (p: TariffPreset & { engine?: unknown }): CalculatorPlan => ({
  ...plan(p),
  ...(typeof p.engine === 'string' && p.engine in engineNames
    ? { name: databasePlanName({ engine: p.engine as keyof typeof engineNames, type: p.type ?? '' }) }
    : {}),
});

/** The calculator's plans of one region; the five Kubernetes tariffs are built from its presets. */
export const regionPlans = (presets: RegionPresets): RegionPlans => ({
  servers: presets.servers.map(plan),
  databases: presets.databases.map(databasePlan),
  storage: presets.storage.map(plan),
  balancers: presets.balancers.map(plan),
  kubernetes: k8sTariffs(presets.k8s, presets.k8sVersions, presets.networkDrivers).map((t) => ({
    id: `${t.master.id}-${t.worker.id}`,
    name: `${t.master.name} + ${t.worker.name}`,
    monthlyPrice: t.price,
  })),
});

export const noRegionPlans = (): RegionPlans => ({ servers: [], databases: [], storage: [], balancers: [], kubernetes: [] });
