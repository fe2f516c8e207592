'use client';

import { useId, useState } from 'react';
import { Badge } from '#ds/primitives/Badge/Badge.tsx';
import { Button, ButtonLink } from '#ds/primitives/Button/Button.tsx';
import * as Tabs from '#ds/primitives/Tabs/Tabs.tsx';
import { visuallyHidden } from '#ds/theme/utilities.css.ts';
import * as styles from './PricingTable.css.ts';

export type PricingPeriod = 'monthly' | 'hourly';

/** What a plan's call to action reports when it is a button. */
export type PlanChoice = { planId: string; locationId: string; period: PricingPeriod };

export type PricingPlanAction = { label: string; href: string } | { label: string; onSelect: (choice: PlanChoice) => void };

export type PricingPlan = {
  id: string;
  name: string;
  /** Every figure comes formatted ("2 vCPU", "2 GB", "50 GB NVMe", "2 TB"). */
  cpu: string;
  ram: string;
  disk: string;
  bandwidth: string;
  /** Both prices; the switch picks which one shows. */
  price: Record<PricingPeriod, PlanPrice>;
  /** Highlight such as "Most popular": shown as a badge, and the plan's action becomes primary. */
  badge?: string;
  action: PricingPlanAction;
};

/**
 * A price: the amount alone ("$4", with the unit from `PricingTableLabels`), or the whole phrase
 * the page's language writes ("4 $/mois", "US$ 4/mês") with the amount in it marked, which is
 * emphasised and the rest of the phrase set as the unit.
 */
export type PlanPrice = string | { text: string; amount: string };

export type PricingLocation = { id: string; label: string; plans: readonly PricingPlan[] };

export type PricingTableLabels = {
  /** Column headers, also the spec names on the mobile cards. `action` is read by assistive tech only. */
  columns: { plan: string; cpu: string; ram: string; disk: string; bandwidth: string; price: string; action: string };
  /** Accessible name of the location tabs ("Data centre location"). */
  locations: string;
  /** Accessible name of the period switch ("Billing period"). */
  period: string;
  monthly: string;
  hourly: string;
  /** Shown after an amount-only price ("/mo", "/hr"); leave out when the prices carry their unit. */
  perMonth?: string;
  perHour?: string;
};

export type PricingPlansProps = {
  locations: readonly PricingLocation[];
  labels: PricingTableLabels;
  emptyText: string;
  defaultLocation?: string;
  defaultPeriod?: PricingPeriod;
  onLocationChange?: (locationId: string) => void;
  onPeriodChange?: (period: PricingPeriod) => void;
  planHeadingLevel: 2 | 3 | 4;
};

const periods: readonly PricingPeriod[] = ['monthly', 'hourly'];

function Price({
  plan,
  period,
  labels,
  large,
}: {
  plan: PricingPlan;
  period: PricingPeriod;
  labels: PricingTableLabels;
  large?: boolean;
}) {
  const price = plan.price[period];
  const unitLabel = period === 'monthly' ? labels.perMonth : labels.perHour;
  const at = typeof price === 'string' ? -1 : price.text.indexOf(price.amount);
  const [before, amount, after] =
    typeof price === 'string'
      ? ['', price, unitLabel ?? '']
      : at < 0
        ? ['', price.text, '']
        : [price.text.slice(0, at), price.amount, price.text.slice(at + price.amount.length)];
  return (
    <span className={large ? styles.price : `${styles.price} ${styles.tablePrice}`} data-price>
      {before ? <span className={styles.unit}>{before}</span> : null}
      <span className={large ? `${styles.amount} ${styles.cardAmount}` : styles.amount}>{amount}</span>
      {after ? <span className={styles.unit}>{after}</span> : null}
    </span>
  );
}

type ActionProps = { plan: PricingPlan; choice: PlanChoice; describedBy: string; className?: string };

function PlanAction({ plan, choice, describedBy, className }: ActionProps) {
  const { action } = plan;
  const variant = plan.badge ? 'primary' : 'secondary';
  if ('href' in action) {
    return (
      <ButtonLink href={action.href} variant={variant} size="sm" aria-describedby={describedBy} className={className}>
        {action.label}
      </ButtonLink>
    );
  }
  return (
    <Button
      variant={variant}
      size="sm"
      aria-describedby={describedBy}
      className={className}
      onClick={() => action.onSelect(choice)}
    >
      {action.label}
    </Button>
  );
}

type PanelProps = {
  location: PricingLocation;
  period: PricingPeriod;
  labels: PricingTableLabels;
  idPrefix: string;
  planHeadingLevel: 2 | 3 | 4;
};

function PlansTable({ location, period, labels, idPrefix }: PanelProps) {
  const { columns } = labels;
  return (
    <div className={styles.tableWrap} data-layout="table">
      <table className={styles.table}>
        <caption className={visuallyHidden}>{location.label}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.columnHeader}>
              {columns.plan}
            </th>
            <th scope="col" className={styles.columnHeader}>
              {columns.cpu}
            </th>
            <th scope="col" className={styles.columnHeader}>
              {columns.ram}
            </th>
            <th scope="col" className={styles.columnHeader}>
              {columns.disk}
            </th>
            <th scope="col" className={styles.columnHeader}>
              {columns.bandwidth}
            </th>
            <th scope="col" className={styles.columnHeader}>
              {columns.price}
            </th>
            <th scope="col" className={styles.columnHeader}>
              <span className={visuallyHidden}>{columns.action}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {location.plans.map((plan, index) => {
            const nameId = `${idPrefix}t${index}`;
            return (
              <tr key={plan.id} data-plan={plan.id} className={plan.badge ? styles.highlightedRow : undefined}>
                <th scope="row" className={styles.rowHeader}>
                  <span className={styles.rowHeaderInner}>
                    <span id={nameId}>{plan.name}</span>
                    {plan.badge ? (
                      <Badge tone="brand" className={styles.rowBadge}>
                        {plan.badge}
                      </Badge>
                    ) : null}
                  </span>
                </th>
                <td className={styles.cellValue}>{plan.cpu}</td>
                <td className={styles.cellValue}>{plan.ram}</td>
                <td className={styles.cellValue}>{plan.disk}</td>
                <td className={styles.cellValue}>{plan.bandwidth}</td>
                <td className={styles.cellValue}>
                  <Price plan={plan} period={period} labels={labels} />
                </td>
                <td className={styles.actionCell}>
                  <PlanAction plan={plan} choice={{ planId: plan.id, locationId: location.id, period }} describedBy={nameId} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function PlanCards({ location, period, labels, idPrefix, planHeadingLevel }: PanelProps) {
  const { columns } = labels;
  const Title = `h${planHeadingLevel}` as const;
  return (
    <ul className={styles.cards} data-layout="cards">
      {location.plans.map((plan, index) => {
        const nameId = `${idPrefix}c${index}`;
        const specs = [
          [columns.cpu, plan.cpu],
          [columns.ram, plan.ram],
          [columns.disk, plan.disk],
          [columns.bandwidth, plan.bandwidth],
        ] as const;
        return (
          <li key={plan.id} data-plan={plan.id} className={plan.badge ? `${styles.card} ${styles.highlightedCard}` : styles.card}>
            <div className={styles.cardHead}>
              <Title id={nameId} className={styles.cardTitle}>
                {plan.name}
              </Title>
              {plan.badge ? <Badge tone="brand">{plan.badge}</Badge> : null}
            </div>
            <p>
              {/* The column's name before the price, for screen readers; a pause, not punctuation of ours. */}
              <span className={visuallyHidden}>{columns.price} </span>
              <Price plan={plan} period={period} labels={labels} large />
            </p>
            <dl className={styles.specs}>
              {specs.map(([term, value]) => (
                <div key={term} className={styles.spec}>
                  <dt className={styles.specTerm}>{term}</dt>
                  <dd className={styles.specValue}>{value}</dd>
                </div>
              ))}
            </dl>
            <PlanAction
              plan={plan}
              choice={{ planId: plan.id, locationId: location.id, period }}
              describedBy={nameId}
              className={styles.cardAction}
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The interactive part of `PricingTable`: location tabs, the monthly/hourly switch and the chosen
 * location's plans as a table (wider than 768 px) and as cards (768 px and narrower). Only the
 * chosen location is in the document: every location in it would multiply the nodes a phone has
 * to hydrate (a page with several tables reached 5 600), and without JS the tabs cannot be
 * switched anyway.
 */
export function PricingPlans({
  locations,
  labels,
  emptyText,
  defaultLocation,
  defaultPeriod = 'monthly',
  onLocationChange,
  onPeriodChange,
  planHeadingLevel,
}: PricingPlansProps) {
  const uid = useId();
  const [period, setPeriod] = useState<PricingPeriod>(defaultPeriod);
  const [location, setLocation] = useState(() =>
    defaultLocation && locations.some((l) => l.id === defaultLocation) ? defaultLocation : (locations[0]?.id ?? ''),
  );
  const chooseLocation = (id: string) => {
    setLocation(id);
    onLocationChange?.(id);
  };
  const choosePeriod = (next: PricingPeriod) => {
    setPeriod(next);
    onPeriodChange?.(next);
  };
  return (
    <Tabs.Root value={location} onValueChange={chooseLocation}>
      <div className={styles.toolbar}>
        <Tabs.List aria-label={labels.locations} className={styles.locations}>
          {locations.map((l) => (
            <Tabs.Trigger key={l.id} value={l.id}>
              {l.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <fieldset className={styles.periods}>
          <legend className={visuallyHidden}>{labels.period}</legend>
          {periods.map((p) => (
            <label key={p} className={styles.periodOption}>
              <input
                type="radio"
                name={`${uid}period`}
                value={p}
                checked={period === p}
                onChange={() => choosePeriod(p)}
                className={styles.periodInput}
              />
              <span className={styles.periodLabel}>{labels[p]}</span>
            </label>
          ))}
        </fieldset>
      </div>
      {locations.map((l, index) => (
        <Tabs.Content key={l.id} value={l.id} data-location={l.id}>
          {l.plans.length === 0 ? (
            <p className={styles.empty}>{emptyText}</p>
          ) : (
            <>
              <PlansTable
                location={l}
                period={period}
                labels={labels}
                idPrefix={`${uid}l${index}`}
                planHeadingLevel={planHeadingLevel}
              />
              <PlanCards
                location={l}
                period={period}
                labels={labels}
                idPrefix={`${uid}l${index}`}
                planHeadingLevel={planHeadingLevel}
              />
            </>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
