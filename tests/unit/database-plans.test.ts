import { describe, expect, it } from 'vitest';
import { databasePlanName, isDefaultDatabasePreset, versionOfCode } from '#src/features/pricing/rules/database-engines.ts';
import { priceRegions } from '#src/features/pricing/rules/price-rows.ts';
import { regionPlans } from '#src/features/pricing/rules/region-plans.ts';
import { embeddedCatalog } from '#src/features/pricing/tariffs/catalog-source.ts';
import { databasePresets } from '#src/features/pricing/tariffs/embedded/tariff-presets.ts';

describe('database plans', () => {
  it('write version codes as people do', () => {
    expect(versionOfCode('postgres17')).toBe('17');
    expect(versionOfCode('redis8_1')).toBe('8.1');
    expect(versionOfCode('opensearch2_19')).toBe('2.19');
    expect(versionOfCode('mysql')).toBeNull();
  });

  it('are named by engine and version, the latest version when the preset names none', () => {
    expect(databasePlanName({ engine: 'mysql', type: 'mysql8_4' })).toBe('MySQL 8.4');
    expect(databasePlanName({ engine: 'postgres', type: '' })).toBe('PostgreSQL 17');
    expect(databasePlanName({ engine: 'rabbitmq', type: '' })).toBe('RabbitMQ 4.0');
    expect(databasePlanName({ engine: 'clickhouse', type: '' })).toBe('ClickHouse');
  });

  it('mark the default preset of each engine (spec §9)', () => {
    const marked = databasePresets.filter(isDefaultDatabasePreset).map((p) => p.id);
    expect(marked.sort()).toEqual([341, 357, 501, 511]);
  });

  it('price rows show engine names and versions, never the raw preset name, with the defaults marked', async () => {
    const regions = await priceRegions({ kind: 'databases' }, embeddedCatalog);
    const rows = regions.flatMap((r) => r.rows);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => /^(mysql|postgres|redis|mongodb) \d+$/.test(row.name))).toBe(false);
    expect(new Set(rows.map((row) => row.name))).toEqual(new Set(['MySQL 8.4', 'PostgreSQL 17', 'Redis 8.1']));
    expect(
      rows
        .filter((row) => row.badge === 'default')
        .map((row) => row.id)
        .sort(),
    ).toEqual(['341', '357', '501']);
  });

  it('the calculator names database plans the same way', () => {
    const mysql = databasePresets.find((p) => p.id === 341);
    if (!mysql) throw new Error('embedded preset 341 missing');
    const plans = regionPlans({
      servers: [],
      databases: [mysql],
      storage: [],
      balancers: [],
      k8s: [],
      k8sVersions: [],
      networkDrivers: [],
    });
    expect(plans.databases).toEqual([{ id: '341', name: 'MySQL 8.4', monthlyPrice: 4 }]);
  });
});

describe('Kubernetes price rows', () => {
  it('carry the latest version and the kuberouter driver, shown and passed on to the order link', async () => {
    const regions = await priceRegions({ kind: 'kubernetes' }, embeddedCatalog);
    const rows = regions.flatMap((r) => r.rows);
    expect(rows).toHaveLength(regions.length * 5);
    for (const row of rows) {
      expect(row.order).toEqual({ version: '1.34.1', network_driver: 'kuberouter' });
      expect(row.setup).toEqual({ version: '1.34.1', networkDriver: 'kuberouter' });
    }
  });
});
