import { Grid, Stack } from '#ds/primitives/Layout/Layout.tsx';
import { SectionIntro } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import {
  CalculatorAmount,
  CalculatorCount,
  CalculatorPlan,
  CalculatorRegion,
  CalculatorShare,
  CalculatorStatus,
  CalculatorTerm,
  PricingCalculator,
} from './PricingCalculator.tsx';
import type { CalculatorTexts } from './rules/calculator-texts.ts';
import { estimateKinds } from './rules/estimate.ts';
import type { RegionPlans } from './rules/region-plans.ts';

type PricingCalculatorSectionProps = {
  regions: readonly { code: string; label: string }[];
  texts: CalculatorTexts;
  plans?: RegionPlans;
};

/**
 * The pricing page's calculator: its layout on the server, its controls and figures as islands
 * (client/PricingCalculator.tsx), so the page ships no layout code.
 */
export function PricingCalculatorSection({ regions, texts, plans }: PricingCalculatorSectionProps) {
  return (
    <PricingCalculator regions={regions} texts={texts} plans={plans}>
      <SectionIntro heading={texts.heading} lead={texts.lead} headingId="calculator-heading" />
      <Grid columns={{ xs: 1, md: 2 }} gap="md">
        <CalculatorRegion />
        <CalculatorTerm />
      </Grid>
      <CalculatorStatus />
      <Stack gap="md">
        {estimateKinds.map((kind) => (
          <Grid key={kind} columns={{ xs: 1, md: 2 }} gap="md" data-kind={kind}>
            <CalculatorPlan kind={kind} />
            <CalculatorCount kind={kind} />
          </Grid>
        ))}
      </Stack>
      <Stack direction="row" gap="lg" align="center" wrap="wrap">
        {/* Label above figure, so no language-specific colon spacing is needed. */}
        <Stack gap="xxs">
          <span>{texts.monthly}</span>
          <CalculatorAmount of="monthly" />
        </Stack>
        <Stack gap="xxs">
          <span>{texts.total}</span>
          <CalculatorAmount of="total" />
        </Stack>
        <CalculatorShare />
      </Stack>
    </PricingCalculator>
  );
}
