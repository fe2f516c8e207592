'use client';

import { useEffect, useState } from 'react';
import { Amount } from '../../../design-system/primitives/Amount/Amount.tsx';
import { Button } from '../../../design-system/primitives/Button/Button.tsx';
import { Field } from '../../../design-system/primitives/Field/Field.tsx';
import { Grid, Stack } from '../../../design-system/primitives/Layout/Layout.tsx';
import { Select } from '../../../design-system/primitives/Select/Select.tsx';
import { SectionIntro, sectionStyle } from '../../../design-system/sections/SectionIntro/SectionIntro.tsx';
import type { CalculatorTexts } from '../../lib/pricing/calculator-texts.ts';
import { decodeEstimate, encodeEstimate, estimateKinds } from '../../lib/pricing/estimate.ts';
import { defaultLeaseMonths, type LeaseMonths, leaseTerms } from '../../lib/pricing/lease-terms.ts';
import type { RegionPlans } from '../../lib/pricing/region-plans.ts';
import { calculatorCost, createPricingCalculator, fetchRegionPlans } from '../../state/pricing-calculator.ts';
import { useMachineState } from '../../state/use-machine-state.ts';

type PricingCalculatorProps = {
  /** Region codes with their display names, in the order offered. */
  regions: readonly { code: string; label: string }[];
  texts: CalculatorTexts;
  /** The first region's plans, read on the server; without them the island loads them itself. */
  plans?: RegionPlans;
};

const usd = (amount: number) => `$${amount}`;
const quantities = Array.from({ length: 10 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** One monthly estimate across products (issue 5, item 7), kept in the URL so it can be shared. */
export function PricingCalculator({ regions, texts, plans: firstRegionPlans }: PricingCalculatorProps) {
  const codes = regions.map((r) => r.code);
  const [calculator] = useState(() => {
    const region = codes[0] ?? 'us-2';
    const preloaded = firstRegionPlans && { region, plans: firstRegionPlans };
    return createPricingCalculator({ region, months: defaultLeaseMonths, lines: {} }, fetchRegionPlans, preloaded);
  });
  const snap = useMachineState(calculator.state);
  const [copied, setCopied] = useState(false);
  // The address bar carries the estimate only once the visitor has made one (or opened a shared link).
  const [touched, setTouched] = useState(false);

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
    if (touched && !snap.pending) window.history.replaceState(window.history.state, '', `?${query}${window.location.hash}`);
  }, [query, snap.pending, touched]);
  const change = (apply: () => unknown) => {
    setTouched(true);
    void apply();
  };

  const cost = calculatorCost(snap.estimate, snap.plans);
  const termOptions = leaseTerms.map((term) => ({ value: String(term.months), label: texts.terms[term.months] }));

  return (
    <section id="calculator" className={sectionStyle} aria-labelledby="calculator-heading" aria-busy={snap.pending}>
      <SectionIntro heading={texts.heading} lead={texts.lead} headingId="calculator-heading" />
      <Grid columns={{ xs: 1, md: 2 }} gap="md">
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
        <Field label={texts.term}>
          {(control) => (
            <Select
              {...control}
              options={termOptions}
              value={String(snap.estimate.months)}
              onValueChange={(months) => change(() => calculator.setMonths(Number(months) as LeaseMonths))}
            />
          )}
        </Field>
      </Grid>
      {snap.failed ? (
        <div role="alert" data-calculator-error>
          <p>{texts.errorTitle}</p>
          <p>{texts.errorText}</p>
        </div>
      ) : null}
      {snap.pending ? <p role="status">{texts.loading}</p> : null}
      <Stack gap="md">
        {estimateKinds.map((kind) => {
          const plans = snap.plans[kind];
          const line = snap.estimate.lines[kind];
          return (
            <Grid key={kind} columns={{ xs: 1, md: 2 }} gap="md" data-kind={kind}>
              <Field label={texts.kinds[kind].plan}>
                {(control) => (
                  <Select
                    {...control}
                    disabled={plans.length === 0}
                    placeholder={plans.length === 0 && !snap.pending ? texts.notInRegion : texts.none}
                    options={[
                      { value: 'none', label: texts.none },
                      ...plans.map((p) => ({ value: p.id, label: `${p.name} (${usd(p.monthlyPrice)})` })),
                    ]}
                    value={line?.planId ?? 'none'}
                    onValueChange={(planId) =>
                      change(() => calculator.setLine(kind, planId === 'none' ? null : planId, line?.count ?? 1))
                    }
                  />
                )}
              </Field>
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
            </Grid>
          );
        })}
      </Stack>
      <Stack direction="row" gap="lg" align="center" wrap="wrap">
        {/* Label above figure, so no language-specific colon spacing is needed. */}
        <Stack gap="xxs">
          <span>{texts.monthly}</span>
          <Amount data-estimate-monthly>{usd(cost.monthly)}</Amount>
        </Stack>
        <Stack gap="xxs">
          <span>{texts.total}</span>
          <Amount data-estimate-total>{usd(cost.total)}</Amount>
        </Stack>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true));
          }}
        >
          {copied ? texts.copied : texts.share}
        </Button>
      </Stack>
    </section>
  );
}
