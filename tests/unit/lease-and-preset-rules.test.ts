import { describe, expect, it } from 'vitest';
import { ramGb } from '#intl/format.ts';
import { formatMoney } from '#intl/money.ts';
import {
  defaultLeaseMonths,
  discountedPrice,
  leaseDiscountPercent,
  leaseTerms,
  monthlyPrice,
  totalPrice,
} from '#src/features/pricing/rules/lease-terms.ts';
import {
  defaultDatabasePresetIds,
  k8sTariffs,
  s3Services,
  sellableDatabasePresets,
  vdsList,
  withoutPolishLocations,
} from '#src/features/pricing/rules/preset-rules.ts';
import {
  allowedLeaseMonths,
  effectiveLeaseMonths,
  isPolishPlan,
  planLocation,
} from '#src/features/pricing/rules/registration.ts';
import type {
  AdditionalService,
  DatabasePreset,
  K8sPreset,
  TariffPreset,
  VdsPreset,
} from '#src/features/pricing/tariffs/types.ts';

const preset = (
  id: number,
  location: TariffPreset['location'],
  price: number,
  extra: Partial<TariffPreset> = {},
): TariffPreset => ({
  id,
  name: `p${id}`,
  location,
  price,
  price_hour: price / 730,
  cpu: 1,
  ram: 1024,
  disk: 25,
  bandwidth: 1,
  ...extra,
});

describe('lease terms', () => {
  it('offers 1/3/6/12/24/36 months at 0/5/7/10/25/40 % off, 12 by default', () => {
    expect(leaseTerms.map((t) => [t.months, t.discountPercent])).toEqual([
      [1, 0],
      [3, 5],
      [6, 7],
      [12, 10],
      [24, 25],
      [36, 40],
    ]);
    expect(defaultLeaseMonths).toBe(12);
    expect(leaseDiscountPercent(36)).toBe(40);
  });

  it('base 1000 for 24 months: 750 a month, 18 000 in total', () => {
    expect(discountedPrice(1000, 24)).toBe(750);
    expect(monthlyPrice(1000, 24)).toBe(750);
    expect(totalPrice(1000, 24)).toBe(18000);
    // Spec §9: a space between thousands (a no-break one, so the amount never wraps).
    expect(formatMoney(totalPrice(1000, 24), 'en-US', { currency: 'RUB', precision: 'whole' })).toBe('18\u00a0000\u00a0₽');
  });

  it('floors the discounted price without floating-point drift', () => {
    expect(discountedPrice(1000, 6)).toBe(930);
    expect(discountedPrice(999, 12)).toBe(899);
    expect(discountedPrice(1499, 3)).toBe(1424);
  });

  it('adds additional services after the discount, then multiplies by the term', () => {
    expect(monthlyPrice(1000, 12, 150)).toBe(1050);
    expect(totalPrice(1000, 12, 150)).toBe(12600);
  });
});

describe('registration offer', () => {
  it('a plan is Polish when its id is odd and within 175–199', () => {
    expect(isPolishPlan(177)).toBe(true);
    expect(isPolishPlan(175)).toBe(true);
    expect(isPolishPlan(199)).toBe(true);
    expect(isPolishPlan(176)).toBe(false);
    expect(isPolishPlan(173)).toBe(false);
    expect(isPolishPlan(201)).toBe(false);
    expect(planLocation(177)).toBe('pl');
    expect(planLocation(178)).toBe('ru');
  });

  it('PL plan 177 → location pl, only 1 month', () => {
    expect(allowedLeaseMonths(planLocation(177))).toEqual([1]);
    expect(effectiveLeaseMonths('pl', 12)).toBe(1);
    expect(effectiveLeaseMonths('ru', 12)).toBe(12);
    expect(allowedLeaseMonths('ru')).toEqual([1, 3, 6, 12, 24, 36]);
  });

  it('shows RAM in GB', () => {
    expect(ramGb(4096)).toBe(4);
  });
});

describe('preset filters', () => {
  it('servers, apps and balancers exclude the PL location', () => {
    const presets = [preset(1, 'us-2', 4), preset(2, 'pl-1', 4), preset(3, 'de-1', 5)];
    expect(withoutPolishLocations(presets).map((p) => p.id)).toEqual([1, 3]);
  });

  it('databases exclude MongoDB and the PL and DE locations', () => {
    const db = (id: number, engine: DatabasePreset['engine'], location: TariffPreset['location']): DatabasePreset => ({
      ...preset(id, location, 4),
      engine,
      type: engine,
    });
    const presets = [
      db(341, 'mysql', 'us-2'),
      db(511, 'mongodb', 'us-2'),
      db(2, 'mysql', 'pl-1'),
      db(3, 'postgres', 'de-1'),
      db(357, 'postgres', 'nl-1'),
    ];
    expect(sellableDatabasePresets(presets).map((p) => p.id)).toEqual([341, 357]);
  });

  it('knows the default database presets', () => {
    expect(defaultDatabasePresetIds).toEqual({ mysql: 341, postgresql: 357, redis: 501, mongodb: 511 });
  });

  it('the VDS list keeps active site presets without HDD or MaxBot, by discount, with marks', () => {
    const vds = (id: number, name: string, tags: string[], discount: number, active = true): VdsPreset => ({
      id,
      name,
      active,
      tags,
      cpu: 1,
      ram: 1024,
      drive: 25,
      default_bandwidth: 1,
      price: 4,
      discount_value: discount,
      node_configuration: { cpu_frequency: 3.2, disk_type: 'NVMe', cpu_vendor: 'AMD' },
    });
    const list = vdsList([
      vds(1, 'Cloud M', ['site', 'general'], 10),
      vds(2, 'Cloud S', ['site'], 5),
      vds(3, 'Archive', ['site', 'hdd'], 1),
      vds(4, 'MaxBot', ['site'], 2),
      vds(5, 'Panel', ['cp'], 3),
      vds(6, 'Old', ['site'], 4, false),
      vds(7, 'Cloud Promo', ['site', 'promo'], 20),
    ]);
    expect(list.map((p) => p.id)).toEqual([2, 1, 7]);
    expect(list.map((p) => p.mark)).toEqual([null, 'popular', 'promo']);
  });

  it('S3 plans of one group, smallest disk first', () => {
    const s3 = (id: number, group: string, disk: number): AdditionalService => ({
      id,
      name: `s3-${id}`,
      group_name: group,
      price: disk / 100,
      service_type_info: { type: 's3', disk_size: disk },
    });
    const ip: AdditionalService = { id: 9, name: 'ip', group_name: 'standard', price: 2, service_type_info: { type: 'ip' } };
    expect(
      s3Services([s3(1, 'standard', 1000), s3(2, 'cold', 100), s3(3, 'standard', 250), ip], 'standard').map((s) => s.id),
    ).toEqual([3, 1]);
  });
});

describe('Kubernetes tariffs', () => {
  const k8s = (id: number, type: 'master' | 'worker', price: number): K8sPreset => ({ ...preset(id, 'us-2', price), type });
  const presets = [
    k8s(1, 'master', 10),
    k8s(2, 'master', 20),
    k8s(3, 'worker', 6),
    k8s(4, 'worker', 12),
    k8s(5, 'worker', 24),
    k8s(6, 'worker', 48),
  ];
  const versions = [
    { id: 1, version: '1.30.4' },
    { id: 2, version: '1.32.1' },
    { id: 3, version: '1.31.9' },
  ];
  const drivers = [
    { id: 1, name: 'calico' },
    { id: 2, name: 'kuberouter' },
  ];

  it('are exactly five master + worker pairs with one node, the latest version and kuberouter', () => {
    const tariffs = k8sTariffs(presets, versions, drivers);
    expect(tariffs).toHaveLength(5);
    expect(tariffs.map((t) => [t.master.id, t.worker.id, t.price])).toEqual([
      [1, 3, 16],
      [1, 4, 22],
      [1, 5, 34],
      [2, 5, 44],
      [2, 6, 68],
    ]);
    for (const t of tariffs) {
      expect(t.workerNodes).toBe(1);
      expect(t.version).toBe('1.32.1');
      expect(t.networkDriver).toBe('kuberouter');
    }
  });

  it('fall back to the first network driver', () => {
    expect(k8sTariffs(presets, versions, [{ id: 1, name: 'calico' }])[0]?.networkDriver).toBe('calico');
  });

  it('give an empty list when they cannot be built', () => {
    expect(k8sTariffs(presets.slice(0, 3), versions, drivers)).toEqual([]);
    expect(k8sTariffs(presets, [], drivers)).toEqual([]);
    expect(k8sTariffs(presets, versions, [])).toEqual([]);
  });
});
