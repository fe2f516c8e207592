import type { ProductSlug } from '#src/routes/product-slugs.ts';
import type { Competitor } from '#src/routes/route-table.ts';
import { type ComparisonRowId, type CompetitorProfile, comparisonRows } from './competitor-facts.ts';

/** The pages that show a comparison (spec §7): nine landings, home, partners and the two competitor pages. */
export type ComparisonPlace =
  | 'home'
  | 'partners'
  | `alternative-${Competitor}`
  | Extract<
      ProductSlug,
      | 'cloud-server'
      | 'cloud-database'
      | 'cloud-platform'
      | 's3-storage'
      | 'vps-server-hosting'
      | 'vps-usa'
      | 'wordpress-hosting'
      | 'managed-database'
    >;

/** A comparison: one competitor, the rows that matter on that page, in the order shown. */
export type LandingComparison = { competitor: Competitor; rows: readonly ComparisonRowId[] };

/**
 * Which competitor and rows each page compares. A landing shows the few rows
 * about what it sells; a competitor page shows them all.
 */
export const landingComparisons: Record<ComparisonPlace, LandingComparison> = {
  home: { competitor: 'digitalocean', rows: ['objectStorage', 'kubernetes', 'billing', 'traffic'] },
  partners: { competitor: 'hetzner', rows: ['objectStorage', 'billing', 'traffic', 'locations'] },
  'alternative-digitalocean': { competitor: 'digitalocean', rows: comparisonRows },
  'alternative-hetzner': { competitor: 'hetzner', rows: comparisonRows },
  'cloud-server': { competitor: 'digitalocean', rows: ['billing', 'traffic'] },
  'vps-server-hosting': { competitor: 'hetzner', rows: ['billing', 'traffic'] },
  'vps-usa': { competitor: 'digitalocean', rows: ['billing', 'traffic'] },
  'wordpress-hosting': { competitor: 'hetzner', rows: ['billing', 'traffic', 'objectStorage'] },
  'cloud-database': { competitor: 'digitalocean', rows: ['billing', 'traffic'] },
  'managed-database': { competitor: 'hetzner', rows: ['billing', 'traffic'] },
  'cloud-platform': { competitor: 'digitalocean', rows: ['kubernetes', 'objectStorage', 'billing'] },
  's3-storage': { competitor: 'digitalocean', rows: ['objectStorage', 'traffic'] },
};

export const isComparisonPlace = (value: string): value is ComparisonPlace => value in landingComparisons;

/**
 * The rows a comparison can show: a row needs the competitor's published
 * figure and ours, never a guess. Each row keeps the index of its source in
 * `sources`, the competitor's sources those rows cite, renumbered in order.
 */
export const comparedRows = (
  comparison: LandingComparison,
  profile: CompetitorProfile,
  ours: Partial<Record<ComparisonRowId, unknown>>,
) => {
  const rows = comparison.rows.filter((id) => profile.facts[id] && ours[id]);
  const cited = [...new Set(rows.map((id) => profile.facts[id]?.source ?? 0))].sort((a, b) => a - b);
  const sources = cited.map((index) => profile.sources[index]).filter((s) => s !== undefined);
  return {
    rows: rows.map((id) => ({ id, source: cited.indexOf(profile.facts[id]?.source ?? 0) })),
    sources,
  };
};
