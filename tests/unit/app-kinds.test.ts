import { describe, expect, it } from 'vitest';
import { appKindOfQuery } from '#src/features/pricing/rules/app-kinds.ts';
import { priceRegions } from '#src/features/pricing/rules/price-rows.ts';
import { embeddedCatalog } from '#src/features/pricing/tariffs/catalog-source.ts';
import { appPresets } from '#src/features/pricing/tariffs/embedded/tariff-presets.ts';

describe('app platform kinds', () => {
  it('reads the kind a query asks for', () => {
    expect(appKindOfQuery('?type=backend')).toBe('backend');
    expect(appKindOfQuery('?utm_source=x&type=frontend')).toBe('frontend');
    expect(appKindOfQuery('?type=database')).toBeNull();
    expect(appKindOfQuery('')).toBeNull();
  });

  it('each kind lists only its own presets', async () => {
    for (const kind of ['frontend', 'backend'] as const) {
      const ids = (await priceRegions({ kind: 'apps', appKind: kind }, embeddedCatalog)).flatMap((r) => r.rows.map((x) => x.id));
      const own = new Set(appPresets.filter((p) => p.type === kind).map((p) => String(p.id)));
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.every((id) => own.has(id))).toBe(true);
    }
  });
});
