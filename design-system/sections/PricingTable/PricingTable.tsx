import type { ReactNode } from 'react';
import { SectionIntro, sectionStyle } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import { type PricingLocation, type PricingPeriod, PricingPlans, type PricingTableLabels } from './PricingPlans.tsx';
import * as styles from './PricingTable.css.ts';

export type {
  PlanChoice,
  PlanPrice,
  PricingLocation,
  PricingPeriod,
  PricingPlan,
  PricingPlanAction,
  PricingTableLabels,
} from './PricingPlans.tsx';

type PricingTableProps = {
  heading?: string;
  /** Level of the section heading (default 2); plan names on the mobile cards sit one level below. */
  headingLevel?: 2 | 3;
  lead?: string;
  /** Each location has its own plans; the first (or `defaultLocation`) is shown first. */
  locations: readonly PricingLocation[];
  labels: PricingTableLabels;
  /** Shown when there are no locations, or a location has no plans. */
  emptyText: string;
  /** Loading the plans failed: shown instead of them. */
  error?: { title: string; text: string };
  defaultLocation?: string;
  /** Monthly unless said otherwise. */
  defaultPeriod?: PricingPeriod;
  onLocationChange?: (locationId: string) => void;
  onPeriodChange?: (period: PricingPeriod) => void;
  /** Anchor id of the section; also names the section after its heading. */
  id?: string;
};

/**
 * Server plans by location with a monthly/hourly switch: a table on wide screens, cards on
 * phones (≤ 768 px). This shell (heading, empty and error states) is server-safe; the tabs and
 * the switch live in the client component `PricingPlans`. Functions (`onSelect`, the change
 * callbacks) can only be passed when rendering from a client component.
 */
export function PricingTable({
  heading,
  headingLevel = 2,
  lead,
  locations,
  labels,
  emptyText,
  error,
  defaultLocation,
  defaultPeriod,
  onLocationChange,
  onPeriodChange,
  id,
}: PricingTableProps) {
  const headingId = id && heading ? `${id}-heading` : undefined;
  let body: ReactNode;
  if (error) {
    body = (
      <div role="alert" className={styles.error} data-state="error">
        <p className={styles.errorTitle}>{error.title}</p>
        <p className={styles.errorText}>{error.text}</p>
      </div>
    );
  } else if (locations.length === 0) {
    body = (
      <p className={styles.empty} data-state="empty">
        {emptyText}
      </p>
    );
  } else {
    body = (
      <PricingPlans
        locations={locations}
        labels={labels}
        emptyText={emptyText}
        defaultLocation={defaultLocation}
        defaultPeriod={defaultPeriod}
        onLocationChange={onLocationChange}
        onPeriodChange={onPeriodChange}
        planHeadingLevel={heading ? (headingLevel === 2 ? 3 : 4) : headingLevel}
      />
    );
  }
  return (
    <section id={id} aria-labelledby={headingId} className={sectionStyle}>
      {heading ? <SectionIntro heading={heading} level={headingLevel} lead={lead} headingId={headingId} /> : null}
      {body}
    </section>
  );
}
