'use client';

import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { Amount } from '#ds/primitives/Amount/Amount.tsx';
import { Button } from '#ds/primitives/Button/Button.tsx';
import { Field } from '#ds/primitives/Field/Field.tsx';
import { Stack } from '#ds/primitives/Layout/Layout.tsx';
import { Select } from '#ds/primitives/Select/Select.tsx';
import { sectionStyle } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import { formatMoney } from '#intl/money.ts';
import { usePageMessages } from '#intl/PageMessages.tsx';
import { useMachineState } from '#src/lib/use-machine-state.ts';
import { calculatorCost, createPricingCalculator, fetchRegionPlans } from './pricing-calculator.ts';
import { type CalculatorTexts, planOptionLabel } from './rules/calculator-texts.ts';
import { decodeEstimate, type EstimateKind, encodeEstimate, withEstimateQuery } from './rules/estimate.ts';
import { defaultLeaseMonths, type LeaseMonths, leaseTerms } from './rules/lease-terms.ts';
import { localPlanName } from './rules/plan-names.ts';
import type { RegionPlans } from './rules/region-plans.ts';

/*
 * The pricing calculator's client parts. Its layout (grids, stacks, headings, labels of the
 * figures) is rendered on the server (`PricingCalculatorSection`); each control and figure here is a
 * small island reading one machine, which `PricingCalculator` creates and provides.
 */

type Calculator = ReturnType<typeof createPricingCalculator>;
type CalculatorContext = {
  calculator: Calculator;
  regions: readonly { code: string; label: string }[];
  texts: CalculatorTexts;
  /** An amount in the page's locale. */
  money: (amount: number) => string;
  /** Marks the estimate as the visitor's: from then on the address bar carries it. */
  change: (apply: () => unknown) => void;
};

const Context = createContext<CalculatorContext | null>(null);

const useCalculator = () => {
  const context = useContext(Context);
  if (!context) throw new Error('calculator part outside PricingCalculator');
  return { ...context, snap: useMachineState(context.calculator.state) };
};

type PricingCalculatorProps = {
  /** Region codes with their display names, in the order offered. */
  regions: readonly { code: string; label: string }[];
  texts: CalculatorTexts;
  /** The first region's plans, read on the server; without them the island loads them itself. */
  plans?: RegionPlans;
  /** The calculator's layout, with the parts below in it. */
  children: ReactNode;
};

const quantities = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** One monthly estimate across products (issue 5, item 7), kept in the URL so it can be shared. */
export function PricingCalculator({ regions, texts, plans: firstRegionPlans, children }: PricingCalculatorProps) {
  const codes = regions.map((r) => r.code);
  const [calculator] = useState(() => {
    const region = codes[0] ?? 'us-2';
    const preloaded = firstRegionPlans && { region, plans: firstRegionPlans };
    return createPricingCalculator({ region, months: defaultLeaseMonths, lines: {} }, fetchRegionPlans, preloaded);
  });
  const snap = useMachineState(calculator.state);
  const { locale } = usePageMessages();
  // The address bar carries the estimate only once the visitor has made one (or opened a shared link).
  const [touched, setTouched] = useState(false);
  const [context] = useState<CalculatorContext>(() => ({
    calculator,
    regions,
    texts,
    money: (amount) => formatMoney(amount, locale),
    change: (apply) => {
      setTouched(true);
      void apply();
    },
  }));

  // A shared link restores its estimate; then every change is written back to the address bar.
  useEffect(() => {
    const shared = new URLSearchParams(window.location.search).has('region')
      ? decodeEstimate(window.location.search, codes[0] ?? 'us-2', codes)
      : undefined;
    if (shared) setTouched(true);
    void calculator.restore(shared);
  }, [calculator]);
  const query = encodeEstimate(snap.estimate);
  useEffect(() => {
    if (touched && !snap.pending)
      window.history.replaceState(
        window.history.state,
        '',
        `${withEstimateQuery(window.location.search, query)}${window.location.hash}`,
      );
  }, [query, snap.pending, touched]);

  return (
    <Context.Provider value={context}>
      <section id="calculator" className={sectionStyle} aria-labelledby="calculator-heading" aria-busy={snap.pending}>
        {children}
      </section>
    </Context.Provider>
  );
}

/** The region the estimate is priced in. */
export function CalculatorRegion() {
  const { calculator, regions, texts, change, snap } = useCalculator();
  return (
    <Field label={texts.region}>
      {(control) => (
        <Select
          {...control}
          options={regions.map((r) => ({ value: r.code, label: r.label }))}
          value={snap.estimate.region}
          onValueChange={(region) => change(() => calculator.setRegion(region))}
        />
      )}
    </Field>
  );
}

/** The lease term, with its discount in the option text. */
export function CalculatorTerm() {
  const { calculator, texts, change, snap } = useCalculator();
  return (
    <Field label={texts.term}>
      {(control) => (
        <Select
          {...control}
          options={leaseTerms.map((term) => ({ value: String(term.months), label: texts.terms[term.months] }))}
          value={String(snap.estimate.months)}
          onValueChange={(months) => change(() => calculator.setMonths(Number(months) as LeaseMonths))}
        />
      )}
    </Field>
  );
}

/** Loading another region's prices, or the failure to. */
export function CalculatorStatus() {
  const { texts, snap } = useCalculator();
  if (snap.failed)
    return (
      <div role="alert" data-calculator-error>
        <p>{texts.errorTitle}</p>
        <p>{texts.errorText}</p>
      </div>
    );
  return snap.pending ? <p role="status">{texts.loading}</p> : null;
}

/** Whether the loaded region sells no plan of this kind (not while loading, nor after a failure). */
const notSold = (
  snap: { plans: { readonly [K in EstimateKind]: readonly unknown[] }; pending: boolean; failed: boolean },
  kind: EstimateKind,
) => snap.plans[kind].length === 0 && !snap.pending && !snap.failed;

/** The plan of one product kind, from the region's plans; where the region sells none, it says so in place. */
export function CalculatorPlan({ kind }: { kind: EstimateKind }) {
  const { calculator, texts, money, change, snap } = useCalculator();
  const plans = snap.plans[kind];
  const line = snap.estimate.lines[kind];
  if (notSold(snap, kind))
    return (
      <Stack gap="xxs" data-not-in-region>
        <span>{texts.kinds[kind].plan}</span>
        <strong>{texts.notInRegion}</strong>
      </Stack>
    );
  return (
    <Field label={texts.kinds[kind].plan}>
      {(control) => (
        <Select
          {...control}
          disabled={plans.length === 0}
          options={[
            { value: 'none', label: texts.none },
            ...plans.map((p) => ({
              value: p.id,
              label: planOptionLabel(texts.planOption, localPlanName(p.name, texts.planNames), money(p.monthlyPrice)),
            })),
          ]}
          value={line?.planId ?? 'none'}
          onValueChange={(planId) => change(() => calculator.setLine(kind, planId === 'none' ? null : planId, line?.count ?? 1))}
        />
      )}
    </Field>
  );
}

/** How many of one product kind's plan. */
export function CalculatorCount({ kind }: { kind: EstimateKind }) {
  const { calculator, texts, change, snap } = useCalculator();
  const line = snap.estimate.lines[kind];
  if (notSold(snap, kind)) return null;
  return (
    <Field label={texts.kinds[kind].count}>
      {(control) => (
        <Select
          {...control}
          disabled={!line}
          options={quantities}
          value={String(line?.count ?? 1)}
          onValueChange={(count) => line && change(() => calculator.setLine(kind, line.planId, Number(count)))}
        />
      )}
    </Field>
  );
}

/** The estimate per month, or for the whole term. */
export function CalculatorAmount({ of }: { of: 'monthly' | 'total' }) {
  const { money, snap } = useCalculator();
  const cost = calculatorCost(snap.estimate, snap.plans);
  return of === 'monthly' ? (
    <Amount data-estimate-monthly>{money(cost.monthly)}</Amount>
  ) : (
    <Amount data-estimate-total>{money(cost.total)}</Amount>
  );
}

/** Copies the estimate's address. */
export function CalculatorShare() {
  const { texts } = useCalculator();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true));
      }}
    >
      {copied ? texts.copied : texts.share}
    </Button>
  );
}
