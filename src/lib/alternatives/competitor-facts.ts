import type { Currency } from '#intl/money.ts';
import type { Competitor } from '#src/routes/route-table.ts';

/** A public page a competitor figure comes from. `updated` is the page's own date, when it shows one. */
export type FactSource = { url: string; title: string; updated?: string };

/** The rows of a comparison, in order: prices first, then how billing, traffic and locations work. */
export const comparisonRows = ['objectStorage', 'kubernetes', 'billing', 'traffic', 'locations'] as const;
export type ComparisonRowId = (typeof comparisonRows)[number];

/** An amount a competitor publishes, written by the site's money formatter in the page's locale. */
export type FactAmount = { amount: number; currency: Currency };

/** One competitor figure: the catalog text `alternative.<competitor>.<row>` with these values, and where it comes from. */
export type CompetitorFact = { values: Record<string, string | FactAmount>; source: number };

export type CompetitorProfile = {
  name: string;
  sources: readonly FactSource[];
  /** Only rows with a published figure; a row without one is left out rather than guessed. */
  facts: Partial<Record<ComparisonRowId, CompetitorFact>>;
};

const usd = (amount: number): FactAmount => ({ amount, currency: 'USD' });

/** When these figures were compiled. Prices change: the page says so and links every source. */
export const compiledOn = '2026-11-21';

/**
 * What DigitalOcean and Hetzner publish about the figures we compare,
 * taken from their own documentation (and one DigitalOcean staff answer
 * where the docs page shows no figure). Update the values, the source and
 * `compiledOn` together.
 */
export const competitorProfiles: Record<Competitor, CompetitorProfile> = {
  digitalocean: {
    name: 'DigitalOcean',
    sources: [
      {
        url: 'https://docs.digitalocean.com/products/droplets/details/pricing/',
        title: 'Droplet Pricing',
        updated: '2025-05-07',
      },
      { url: 'https://docs.digitalocean.com/products/kubernetes/details/pricing/', title: 'Kubernetes Pricing' },
      {
        url: 'https://www.digitalocean.com/community/questions/prices-explanation-5-per-space-or-5-for-spaces',
        title: 'Prices explanation: $5 per space or $5 for spaces?',
        updated: '2018-11-27',
      },
    ],
    facts: {
      objectStorage: { values: { price: usd(5), storage: '250 GiB', transfer: '1 TiB', extra: usd(0.02) }, source: 2 },
      kubernetes: { values: { ha: usd(40) }, source: 1 },
      billing: { values: { minimum: usd(0.01) }, source: 0 },
      traffic: { values: { extra: usd(0.01) }, source: 0 },
    },
  },
  hetzner: {
    name: 'Hetzner',
    sources: [
      { url: 'https://docs.hetzner.com/cloud/billing/faq/', title: 'Hetzner Cloud billing FAQ', updated: '2023-08-03' },
      {
        url: 'https://docs.hetzner.com/storage/object-storage/overview/',
        title: 'Object Storage overview',
        updated: '2024-10-31',
      },
      { url: 'https://docs.hetzner.com/cloud/networks/faq/', title: 'Hetzner Cloud Networks FAQ', updated: '2024-12-11' },
    ],
    facts: {
      objectStorage: { values: { price: { amount: 5, currency: 'EUR' }, storage: '1 TB', transfer: '1 TB' }, source: 1 },
      billing: { values: {}, source: 0 },
      traffic: { values: {}, source: 0 },
      locations: { values: { count: '6' }, source: 2 },
    },
  },
};
