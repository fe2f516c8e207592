import { type EstimateKind, estimateKinds } from './estimate.ts';
import { type LeaseMonths, leaseTerms } from './lease-terms.ts';
import { type PlanNamePatterns, planNamePatterns } from './plan-names.ts';

/** Everything the pricing calculator says, formatted on the server, so the island needs no message formatter. */
export type CalculatorTexts = {
  heading: string;
  lead: string;
  region: string;
  term: string;
  /** Per lease term: "12 months (save 10%)". */
  terms: Record<LeaseMonths, string>;
  /** Per product kind: the labels of its plan and quantity selects. */
  kinds: Record<EstimateKind, { plan: string; count: string }>;
  /** A plan's option in its select, as a template the island fills: "{plan} ({price}/mo)". */
  planOption: string;
  /** How the reader's language names each plan family (`localPlanName`). */
  planNames: PlanNamePatterns;
  none: string;
  notInRegion: string;
  loading: string;
  monthly: string;
  total: string;
  share: string;
  copied: string;
  errorTitle: string;
  errorText: string;
};

type Format = (id: string, values?: Record<string, string | number>) => string;

/** The calculator's texts from the `calculator`, `registration` and `pricing` catalogs. */
export const calculatorTexts = (format: Format): CalculatorTexts => {
  const kindTexts = (kind: EstimateKind) => {
    const name = format(`calculator.kind.${kind}`);
    return { plan: format('calculator.plan', { kind: name }), count: format('calculator.count', { kind: name }) };
  };
  const termText = (months: LeaseMonths, discountPercent: number) => {
    const label = format('registration.months', { count: months });
    return discountPercent ? format('registration.discount', { months: label, percent: discountPercent }) : label;
  };
  return {
    heading: format('calculator.heading'),
    lead: format('calculator.lead'),
    region: format('calculator.region'),
    term: format('calculator.term'),
    terms: Object.fromEntries(leaseTerms.map((t) => [t.months, termText(t.months, t.discountPercent)])) as Record<
      LeaseMonths,
      string
    >,
    kinds: Object.fromEntries(estimateKinds.map((kind) => [kind, kindTexts(kind)])) as CalculatorTexts['kinds'],
    planOption: format('calculator.planOption', { plan: '{plan}', price: '{price}' }),
    planNames: planNamePatterns(format),
    none: format('calculator.none'),
    notInRegion: format('calculator.notInRegion'),
    loading: format('calculator.loading'),
    monthly: format('calculator.monthly'),
    total: format('calculator.total'),
    share: format('calculator.share'),
    copied: format('calculator.copied'),
    errorTitle: format('error.title'),
    errorText: format('error.text'),
  };
};

/** A plan's option label from the `planOption` template, its amount written by the money formatter. */
export const planOptionLabel = (template: string, plan: string, price: string): string =>
  template.replace('{plan}', () => plan).replace('{price}', () => price);
