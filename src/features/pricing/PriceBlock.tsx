import { type PricingLocation, PricingTable } from '#ds/sections/PricingTable/PricingTable.tsx';
import { formatSize, ramGb } from '#intl/format.ts';
import type { Locale } from '#intl/locales.ts';
import { formatMoney } from '#intl/money.ts';
import { getIntl } from '#intl/server-intl.ts';
import { AppKindTabs } from './AppKindTabs.tsx';
import { pricePer } from './price-per.ts';
import type { AppKind } from './rules/app-kinds.ts';
import { localPlanName, planNamePatterns } from './rules/plan-names.ts';
import type { PriceRegion } from './rules/price-rows.ts';

type PriceBlockProps = {
  locale: Locale;
  /** The plans per region, or null when the catalog could not be read. */
  regions: readonly PriceRegion[] | null;
  heading: string;
  lead?: string;
  /** Where a plan's order button goes; `order` is what the plan's link carries besides its id. */
  orderHref: (planId: string, order?: Record<string, string>) => string;
  id?: string;
};

/** A product's price table from the catalog, or the spec's pricing failure message (§8). */
export async function PriceBlock({ locale, regions, heading, lead, orderHref, id }: PriceBlockProps) {
  const intl = await getIntl(locale, ['pricing']);
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const planNames = planNamePatterns(t);
  const locations: PricingLocation[] = (regions ?? []).map(({ region, rows }) => ({
    id: region,
    label: t(`region.${region}`),
    plans: rows.map((row) => ({
      id: row.id,
      name: localPlanName(row.name, planNames),
      cpu: row.cpu === null ? '—' : t('vcpu', { count: row.cpu }),
      ram: row.ram === null ? '—' : t('gb', { size: formatSize(ramGb(row.ram), intl.locale) }),
      disk: row.disk ? t('disk', { size: formatSize(row.disk, intl.locale), type: row.diskType }) : '—',
      bandwidth: t('tb', { size: formatSize(row.bandwidth, intl.locale) }),
      price: {
        monthly: pricePer(t, 'month', formatMoney(row.monthly, intl.locale)),
        hourly: pricePer(t, 'hour', formatMoney(row.hourly, intl.locale, { precision: 'rate' })),
      },
      ...(row.badge ? { badge: t(`badge.${row.badge}`) } : {}),
      action: { label: t('select'), href: orderHref(row.id, row.order) },
    })),
  }));
  // A Kubernetes tariff names the version and network driver its cluster is created with.
  const setup = regions?.flatMap((r) => r.rows).find((row) => row.setup)?.setup;
  const setupText = setup ? t('k8s.setup', { version: setup.version, driver: setup.networkDriver }) : undefined;
  return (
    <PricingTable
      id={id}
      heading={heading}
      lead={[lead, setupText].filter(Boolean).join(' ') || undefined}
      locations={locations}
      emptyText={t('empty')}
      {...(regions === null ? { error: { title: t('error.title'), text: t('error.text') } } : {})}
      labels={{
        columns: {
          plan: t('column.plan'),
          cpu: t('column.cpu'),
          ram: t('column.ram'),
          disk: t('column.disk'),
          bandwidth: t('column.bandwidth'),
          price: t('column.price'),
          action: t('column.action'),
        },
        locations: t('locations'),
        period: t('period'),
        monthly: t('monthly'),
        hourly: t('hourly'),
      }}
    />
  );
}

type AppKindPriceBlocksProps = Omit<PriceBlockProps, 'regions' | 'heading' | 'id'> & {
  /** The plans of each kind, or null when the catalog could not be read. */
  regions: Record<AppKind, readonly PriceRegion[] | null>;
  label: string;
  labels: Record<AppKind, string>;
};

/**
 * The app platform's prices: a tab per kind of app, each with its own price
 * table (`#plans-frontend`, `#plans-backend`); `?type=` picks the open tab.
 * Beside PriceBlock so its client part shares the price tables' chunk.
 */
export async function AppKindPriceBlocks({ regions, label, labels, ...block }: AppKindPriceBlocksProps) {
  return (
    <AppKindTabs
      label={label}
      labels={labels}
      panels={{
        frontend: <PriceBlock {...block} id="plans-frontend" regions={regions.frontend} heading={labels.frontend} />,
        backend: <PriceBlock {...block} id="plans-backend" regions={regions.backend} heading={labels.backend} />,
      }}
    />
  );
}
