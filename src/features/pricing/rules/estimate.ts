import { discountedPrice, isLeaseMonths, type LeaseMonths } from './lease-terms.ts';

/** The product kinds the pricing calculator combines. */
export const estimateKinds = ['servers', 'databases', 'storage', 'balancers', 'kubernetes'] as const;
export type EstimateKind = (typeof estimateKinds)[number];

/** One line of an estimate: a plan (preset id, or `master-worker` for Kubernetes) and how many. */
export type EstimateLine = { planId: string; count: number };

export type Estimate = {
  region: string;
  months: LeaseMonths;
  lines: Partial<Record<EstimateKind, EstimateLine>>;
};

const MAX_COUNT = 50;
const shortKey: Record<EstimateKind, string> = {
  servers: 'srv',
  databases: 'db',
  storage: 's3',
  balancers: 'lb',
  kubernetes: 'k8s',
};

/** The estimate as URL query parameters, so it can be shared: `?region=nl-1&term=12&srv=1013x2&db=341x1`. */
export const encodeEstimate = (estimate: Estimate): string => {
  const params = new URLSearchParams({ region: estimate.region, term: String(estimate.months) });
  for (const kind of estimateKinds) {
    const line = estimate.lines[kind];
    if (line && line.count > 0) params.set(shortKey[kind], `${line.planId}x${line.count}`);
  }
  return params.toString();
};

/** The address's query with the estimate's parameters replaced by `estimateQuery`'s, any other kept (the tab's). */
export const withEstimateQuery = (search: string, estimateQuery: string): string => {
  const params = new URLSearchParams(search);
  for (const name of ['region', 'term', ...Object.values(shortKey)]) params.delete(name);
  for (const [name, value] of new URLSearchParams(estimateQuery)) params.append(name, value);
  return `?${params.toString()}`;
};

/**
 * Reads an estimate back from a query string. Anything malformed is dropped,
 * never trusted: plan ids are digits (or digits-digits), counts 1–50.
 */
export const decodeEstimate = (query: string, fallbackRegion: string, regions: readonly string[]): Estimate => {
  const params = new URLSearchParams(query);
  const region = params.get('region') ?? '';
  const term = Number(params.get('term'));
  const lines: Estimate['lines'] = {};
  for (const kind of estimateKinds) {
    const match = /^(\d{1,9}(?:-\d{1,9})?)x(\d{1,2})$/.exec(params.get(shortKey[kind]) ?? '');
    const count = Number(match?.[2]);
    if (match?.[1] && count >= 1 && count <= MAX_COUNT) lines[kind] = { planId: match[1], count };
  }
  return {
    region: regions.includes(region) ? region : fallbackRegion,
    months: isLeaseMonths(term) ? term : 12,
    lines,
  };
};

/** Monthly and total cost of priced lines: the lease-term discount applies to the whole monthly sum. */
export const estimateCost = (pricedLines: readonly { monthlyPrice: number; count: number }[], months: LeaseMonths) => {
  const base = pricedLines.reduce((sum, line) => sum + line.monthlyPrice * line.count, 0);
  const monthly = discountedPrice(base, months);
  return { base, monthly, total: monthly * months };
};
