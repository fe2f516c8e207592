import { Badge } from '#ds/primitives/Badge/Badge.tsx';
import { Table } from '#ds/primitives/Table/Table.tsx';
import { SectionIntro, sectionStyle } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import { formatSize, ramGb } from '#intl/format.ts';
import type { Locale } from '#intl/locales.ts';
import { formatMoney } from '#intl/money.ts';
import { getIntl } from '#intl/server-intl.ts';
import { pricePer } from './price-per.ts';
import { vdsList } from './rules/preset-rules.ts';
import { registrationCatalog } from './tariffs/registration-catalog.ts';

/**
 * The VDS preset list (spec §7, §9): active `site` presets without the HDD tag
 * or MaxBot, by discount value, with the popular, advice and promo marks.
 * Server-rendered; nothing is shown when the list is empty.
 */
export async function VdsPlans({ locale, orderHref }: { locale: Locale; orderHref: (planId: string) => string }) {
  const [intl, presets] = await Promise.all([getIntl(locale, ['pricing']), registrationCatalog.vdsPresets()]);
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const plans = vdsList(presets);
  if (!plans.length) return null;
  return (
    <section id="vds-plans" aria-labelledby="vds-plans-heading" className={sectionStyle} data-vds-plans>
      <SectionIntro heading={t('vds.heading')} headingId="vds-plans-heading" lead={t('vds.lead')} />
      <Table
        caption={t('vds.heading')}
        captionHidden
        rowKey="id"
        columns={[
          { key: 'name', header: t('column.plan'), rowHeader: true },
          { key: 'cpu', header: t('column.cpu'), align: 'end' },
          { key: 'ram', header: t('column.ram'), align: 'end' },
          { key: 'disk', header: t('column.disk'), align: 'end' },
          { key: 'bandwidth', header: t('column.bandwidth'), align: 'end' },
          { key: 'price', header: t('column.price'), align: 'end' },
          { key: 'action', header: t('column.action') },
        ]}
        rows={plans.map((plan) => ({
          id: String(plan.id),
          name: (
            <span data-plan={plan.id}>
              {plan.name}
              {plan.mark ? (
                <>
                  {' '}
                  <Badge tone="brand" data-mark={plan.mark}>
                    {t(`badge.${plan.mark}`)}
                  </Badge>
                </>
              ) : null}
            </span>
          ),
          cpu: t('vcpu', { count: plan.cpu }),
          ram: t('gb', { size: formatSize(ramGb(plan.ram), intl.locale) }),
          disk: t('disk', { size: formatSize(plan.drive, intl.locale), type: plan.node_configuration.disk_type }),
          bandwidth: t('tb', { size: formatSize(plan.default_bandwidth, intl.locale) }),
          price: pricePer(t, 'month', formatMoney(plan.price, intl.locale)).text,
          action: <a href={orderHref(String(plan.id))}>{t('select')}</a>,
        }))}
      />
    </section>
  );
}
