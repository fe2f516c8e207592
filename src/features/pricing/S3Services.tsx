import { Table } from '#ds/primitives/Table/Table.tsx';
import { SectionIntro, sectionStyle } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import { formatSize } from '#intl/format.ts';
import type { Locale } from '#intl/locales.ts';
import { formatMoney } from '#intl/money.ts';
import { getIntl } from '#intl/server-intl.ts';
import { pricePer } from './price-per.ts';
import { s3Services } from './rules/preset-rules.ts';
import { registrationCatalog } from './tariffs/registration-catalog.ts';

/**
 * The S3 services of the registration API (`/v2/registration/additional`,
 * spec §7): one table per storage class (group), smallest disk first.
 */
export async function S3Services({ locale }: { locale: Locale }) {
  const [intl, services] = await Promise.all([getIntl(locale, ['pricing']), registrationCatalog.additionalServices()]);
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const groups = [...new Set(services.filter((s) => s.service_type_info.type === 's3').map((s) => s.group_name))];
  if (!groups.length) return null;
  const groupName = (group: string) => (intl.messages[`s3.group.${group}`] ? t(`s3.group.${group}`) : group);
  return (
    <section id="s3-services" aria-labelledby="s3-services-heading" className={sectionStyle} data-s3-services>
      <SectionIntro heading={t('s3.heading')} headingId="s3-services-heading" lead={t('s3.lead')} />
      {groups.map((group) => (
        <Table
          key={group}
          caption={groupName(group)}
          rowKey="id"
          columns={[
            { key: 'name', header: t('column.plan'), rowHeader: true },
            { key: 'disk', header: t('column.disk'), align: 'end' },
            { key: 'price', header: t('column.price'), align: 'end' },
          ]}
          rows={s3Services(services, group).map((service) => ({
            id: String(service.id),
            name: service.name,
            disk: t('gb', { size: formatSize(service.service_type_info.disk_size ?? 0, intl.locale) }),
            price: pricePer(t, 'month', formatMoney(service.price, intl.locale)).text,
          }))}
        />
      ))}
    </section>
  );
}
