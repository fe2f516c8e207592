import { ofetch } from 'ofetch';
import type { DedicatedOption, DedicatedService, RegistrationTariff } from '#src/features/pricing/tariffs/types.ts';
import {
  type LandingList,
  landingListPaths,
  type RawDedicatedCost,
  type RawDedicatedOptions,
  type RawDedicatedServices,
  type RawRegistrationServers,
  type SiteLandingAnswers,
  secondaryMaxCountHeader,
} from './raw.ts';

/*
 * The browser's client of the price routes on the site's own host: the landing API
 * (`server/landing-api.ts`) and the main-API paths the site answers or forwards
 * (`server/main-api-routes.ts`). Same-origin paths only: a client component never reaches the
 * provider's API, nor imports the server's client of it (`main-api.ts`).
 */

// One automatic retry absorbs a passing hiccup before the visitor sees an error.
const get = ofetch.create({ retry: 1 });

const landing = <K extends keyof SiteLandingAnswers>(list: LandingList, key: K, location?: string) =>
  get<Pick<SiteLandingAnswers, K>>(
    `/landing-api/${landingListPaths[list]}${location === undefined ? '' : `?location=${encodeURIComponent(location)}`}`,
  ).then((answer) => answer[key]);

const DEDICATED = '/v1/dedicated/configuration';
type Param = [name: string, value: string];
const ids = (name: string, values: readonly number[]): Param[] => values.map((v) => [name, String(v)]);
/** A cascade step's query: the choices before it, in the cascade's order. */
const choices = (
  c: { cpuId: number; memoryId?: number; primaryId?: number; secondaryIds?: readonly number[] },
  more: Param[] = [],
) =>
  `?${new URLSearchParams([
    ...ids('cpu_id', [c.cpuId]),
    ...ids('memory_id', c.memoryId === undefined ? [] : [c.memoryId]),
    ...ids('primary_storage_id', c.primaryId === undefined ? [] : [c.primaryId]),
    ...ids('secondary_storage_id', c.secondaryIds ?? []),
    ...more,
  ])}`;

export const siteApi = {
  /** A region's sellable presets per product, and the Kubernetes versions and network drivers (spec §7). */
  landing: {
    serverPresets: (location: string) => landing('serverPresets', 'server_presets', location),
    databasePresets: (location: string) => landing('databasePresets', 'databases_presets', location),
    storagePresets: (location: string) => landing('storagePresets', 'storages_presets', location),
    balancerPresets: (location: string) => landing('balancerPresets', 'balancers_presets', location),
    k8sPresets: (location: string) => landing('k8sPresets', 'k8s_presets', location),
    k8sVersions: () => landing('k8sVersions', 'k8s_versions'),
    networkDrivers: () => landing('networkDrivers', 'network_drivers'),
  },

  /** The dedicated-server cascade, one call per step (spec §4, §7). */
  dedicated: {
    cpus: (): Promise<DedicatedOption[]> => get<RawDedicatedOptions>(`${DEDICATED}/cpu`),
    memory: (cpuId: number): Promise<DedicatedOption[]> => get<RawDedicatedOptions>(`${DEDICATED}/memory${choices({ cpuId })}`),
    primaryStorage: (cpuId: number, memoryId: number): Promise<DedicatedOption[]> =>
      get<RawDedicatedOptions>(`${DEDICATED}/primary_storage${choices({ cpuId, memoryId })}`),
    /** The options, and how many secondary disks fit (a response header; 0 when absent). */
    secondaryStorage: async (cpuId: number, memoryId: number, primaryId: number) => {
      const res = await get.raw<RawDedicatedOptions>(`${DEDICATED}/secondary_storage${choices({ cpuId, memoryId, primaryId })}`);
      return { options: res._data ?? [], maxCount: Number(res.headers.get(secondaryMaxCountHeader)) || 0 };
    },
    services: (
      cpuId: number,
      memoryId: number,
      primaryId: number,
      secondaryIds: readonly number[],
    ): Promise<DedicatedService[]> =>
      get<RawDedicatedServices>(`${DEDICATED}/service${choices({ cpuId, memoryId, primaryId, secondaryIds })}`),
    /** The monthly total of a complete configuration. */
    cost: async (
      cpuId: number,
      memoryId: number,
      primaryId: number,
      secondaryIds: readonly number[],
      serviceIds: readonly number[],
    ): Promise<number> =>
      (
        await get<RawDedicatedCost>(
          `${DEDICATED}/cost${choices({ cpuId, memoryId, primaryId, secondaryIds }, ids('service_id', serviceIds))}`,
        )
      ).total_cost,
  },

  /** The localized RU/PL registration plans (the old API's `/v1.1/registration/servers`). */
  registrationServers: async (): Promise<RegistrationTariff[]> =>
    (await get<RawRegistrationServers>('/v1.1/registration/servers')).body,
};
