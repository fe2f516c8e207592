import { describe, expect, it } from 'vitest';
import { startingPrices } from '#src/features/pricing/rules/marketing-claims.ts';
import {
  defaultDatabasePresetIds,
  k8sTariffs,
  s3Services,
  sellableDatabasePresets,
  startingPrice,
  vdsList,
  withoutPolishLocations,
} from '#src/features/pricing/rules/preset-rules.ts';
import { planLocation } from '#src/features/pricing/rules/registration.ts';
import { additionalServices, defaultPlanId } from '#src/features/pricing/tariffs/embedded/additional-services.ts';
import {
  dedicatedCompatibility,
  dedicatedCpus,
  dedicatedMemory,
  dedicatedPrimaryStorage,
  dedicatedSecondaryStorage,
} from '#src/features/pricing/tariffs/embedded/dedicated.ts';
import { registrationTariffs } from '#src/features/pricing/tariffs/embedded/registration-tariffs.ts';
import {
  appPresets,
  balancerPresets,
  databasePresets,
  k8sPresets,
  k8sVersions,
  networkDrivers,
  serverPresets,
  storagePresets,
} from '#src/features/pricing/tariffs/embedded/tariff-presets.ts';
import { vdsPresets } from '#src/features/pricing/tariffs/embedded/vds-presets.ts';
import { regionCodes, serviceTypes } from '#src/features/pricing/tariffs/types.ts';

describe('embedded catalog', () => {
  it('backs the marketing claims with its cheapest sellable prices', () => {
    expect(startingPrice(withoutPolishLocations(serverPresets))).toBe(startingPrices.servers);
    expect(startingPrice(sellableDatabasePresets(databasePresets))).toBe(startingPrices.databases);
    expect(startingPrice(withoutPolishLocations(appPresets))).toBe(startingPrices.apps);
    expect(startingPrice(storagePresets)).toBe(startingPrices.s3);
    expect(startingPrice(withoutPolishLocations(balancerPresets))).toBe(startingPrices.balancers);
    expect(startingPrice(k8sTariffs(k8sPresets, k8sVersions, networkDrivers))).toBe(startingPrices.kubernetes);
  });

  it('has unique preset ids and presets in every region', () => {
    const all = [...serverPresets, ...databasePresets, ...appPresets, ...storagePresets, ...k8sPresets];
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    for (const region of regionCodes)
      expect(
        serverPresets.some((p) => p.location === region),
        region,
      ).toBe(true);
  });

  it('holds the default database presets, sellable, one per engine', () => {
    const sellable = sellableDatabasePresets(databasePresets);
    expect(sellable.find((p) => p.id === defaultDatabasePresetIds.mysql)?.engine).toBe('mysql');
    expect(sellable.find((p) => p.id === defaultDatabasePresetIds.postgresql)?.engine).toBe('postgres');
    expect(sellable.find((p) => p.id === defaultDatabasePresetIds.redis)?.engine).toBe('redis');
    expect(databasePresets.find((p) => p.id === defaultDatabasePresetIds.mongodb)?.engine).toBe('mongodb');
  });

  it('builds five Kubernetes tariffs in every region', () => {
    for (const region of regionCodes) {
      const tariffs = k8sTariffs(
        k8sPresets.filter((p) => p.location === region),
        k8sVersions,
        networkDrivers,
      );
      expect(tariffs, region).toHaveLength(5);
      expect(tariffs[0]?.networkDriver).toBe('kuberouter');
    }
  });

  it('lists VDS presets the site must filter out as well as sellable ones', () => {
    const list = vdsList(vdsPresets);
    expect(list.length).toBeGreaterThan(3);
    expect(list.length).toBeLessThan(vdsPresets.length);
    expect(list.some((p) => p.mark === 'popular')).toBe(true);
  });

  it('has every additional service type and S3 in several sizes', () => {
    expect(new Set(additionalServices.map((s) => s.service_type_info.type))).toEqual(new Set(serviceTypes));
    expect(s3Services(additionalServices, 's3_standard').map((s) => s.service_type_info.disk_size)).toEqual([50, 250, 1000]);
    expect(defaultPlanId).toBe(101);
  });

  it('keeps dedicated options consistent with their compatibility table', () => {
    const ids = (options: { id: number }[]) => new Set(options.map((o) => o.id));
    const [cpus, memory, primary, secondary] = [
      dedicatedCpus,
      dedicatedMemory,
      dedicatedPrimaryStorage,
      dedicatedSecondaryStorage,
    ].map(ids);
    for (const [cpu, mems] of Object.entries(dedicatedCompatibility.memoryByCpu)) {
      expect(cpus?.has(Number(cpu))).toBe(true);
      for (const m of mems) expect(memory?.has(m)).toBe(true);
    }
    for (const prims of Object.values(dedicatedCompatibility.primaryByMemory))
      for (const p of prims) expect(primary?.has(p)).toBe(true);
    for (const { options } of Object.values(dedicatedCompatibility.secondaryByPrimary))
      for (const s of options) expect(secondary?.has(s)).toBe(true);
  });

  it('offers registration tariffs in both markets, with addons', () => {
    const locations = new Set(registrationTariffs.map((t) => planLocation(t.id)));
    expect(locations).toEqual(new Set(['ru', 'pl']));
    for (const t of registrationTariffs) expect(t.addons.length).toBeGreaterThan(0);
  });
});
