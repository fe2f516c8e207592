import { describe, expect, it } from 'vitest';
import {
  k8sPresets,
  k8sVersions,
  networkDrivers,
  serverPresets,
  storagePresets,
} from '#src/features/pricing/tariffs/embedded/tariff-presets.ts';
import { competitorProfiles } from '#src/lib/alternatives/competitor-facts.ts';
import { comparedRows, landingComparisons } from '#src/lib/alternatives/landing-comparisons.ts';
import { ourFigures } from '#src/lib/alternatives/our-figures.ts';

const ours = ourFigures(
  { servers: serverPresets, storage: storagePresets, k8s: k8sPresets, k8sVersions, networkDrivers },
  'en-US',
);

describe('landing comparisons', () => {
  it('cover the twelve pages of spec §7', () => {
    expect(Object.keys(landingComparisons).sort()).toEqual(
      [
        'alternative-digitalocean',
        'alternative-hetzner',
        'cloud-database',
        'cloud-platform',
        'cloud-server',
        'home',
        'managed-database',
        'partners',
        's3-storage',
        'vps-server-hosting',
        'vps-usa',
        'wordpress-hosting',
      ].sort(),
    );
  });

  it.each(Object.entries(landingComparisons))('%s: every row has both figures and a cited source', (_place, comparison) => {
    const profile = competitorProfiles[comparison.competitor];
    const { rows, sources } = comparedRows(comparison, profile, ours);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(ours[row.id]).toBeDefined();
      expect(sources[row.source]).toBe(profile.sources[profile.facts[row.id]?.source ?? -1]);
    }
    expect(sources).toHaveLength(new Set(rows.map((row) => row.source)).size);
  });

  it('leaves out a row without a published competitor figure and renumbers the sources it cites', () => {
    const { rows, sources } = comparedRows(
      { competitor: 'hetzner', rows: ['kubernetes', 'locations'] },
      competitorProfiles.hetzner,
      ours,
    );
    expect(rows).toEqual([{ id: 'locations', source: 0 }]);
    expect(sources).toEqual([competitorProfiles.hetzner.sources[2]]);
  });
});
