import { ofetch } from 'ofetch';
import type { ConfigOption, ConfigService, DedicatedApi } from './dedicated-configurator.ts';

/** Response header with how many secondary disks fit (spec §5); set by the site's main-API route. */
const MAX_COUNT_HEADER = 'x-secondary-storage-max-count';
const BASE = '/v1/dedicated/configuration';

const ids = (name: string, values: readonly number[]) => values.map((v) => [name, String(v)] as [string, string]);
const query = (pairs: [string, string][]) => `?${new URLSearchParams(pairs)}`;

/** The configurator's calls to the site's main-API paths, from the browser. */
export const dedicatedApi: DedicatedApi = {
  cpus: () => ofetch<ConfigOption[]>(`${BASE}/cpu`),
  memory: (cpuId) => ofetch<ConfigOption[]>(`${BASE}/memory${query([['cpu_id', String(cpuId)]])}`),
  primaryStorage: (cpuId, memoryId) =>
    ofetch<ConfigOption[]>(
      `${BASE}/primary_storage${query([
        ['cpu_id', String(cpuId)],
        ['memory_id', String(memoryId)],
      ])}`,
    ),
  secondaryStorage: async (cpuId, memoryId, primaryId) => {
    const res = await ofetch.raw<ConfigOption[]>(
      `${BASE}/secondary_storage${query([
        ['cpu_id', String(cpuId)],
        ['memory_id', String(memoryId)],
        ['primary_storage_id', String(primaryId)],
      ])}`,
    );
    return { options: res._data ?? [], maxCount: Number(res.headers.get(MAX_COUNT_HEADER)) || 0 };
  },
  services: (cpuId, memoryId, primaryId, secondaryIds) =>
    ofetch<ConfigService[]>(
      `${BASE}/service${query([
        ['cpu_id', String(cpuId)],
        ['memory_id', String(memoryId)],
        ['primary_storage_id', String(primaryId)],
        ...ids('secondary_storage_id', secondaryIds),
      ])}`,
    ),
  cost: async (cpuId, memoryId, primaryId, secondaryIds, serviceIds) =>
    (
      await ofetch<{ total_cost: number }>(
        `${BASE}/cost${query([
          ['cpu_id', String(cpuId)],
          ['memory_id', String(memoryId)],
          ['primary_storage_id', String(primaryId)],
          ...ids('secondary_storage_id', secondaryIds),
          ...ids('service_id', serviceIds),
        ])}`,
      )
    ).total_cost,
};
