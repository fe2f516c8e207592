'use client';

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Amount } from '#ds/primitives/Amount/Amount.tsx';
import { Badge } from '#ds/primitives/Badge/Badge.tsx';
import { Button, ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Card } from '#ds/primitives/Card/Card.tsx';
import { CheckboxGroup } from '#ds/primitives/Checkbox/CheckboxGroup.tsx';
import { Grid, Stack } from '#ds/primitives/Layout/Layout.tsx';
import { RadioGroup } from '#ds/primitives/RadioGroup/RadioGroup.tsx';
import * as Tabs from '#ds/primitives/Tabs/Tabs.tsx';
import { SectionIntro, sectionStyle } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import { formatSize, ramGb } from '#intl/format.ts';
import { formatMoney } from '#intl/money.ts';
import { useModals } from '#src/features/forms/ModalProvider.tsx';
import { SiteModal } from '#src/features/forms/SiteModal.tsx';
import { siteApi } from '#src/lib/main-api/site-api.ts';
import { useMachineState } from '#src/lib/use-machine-state.ts';
import * as styles from './RegistrationOffer.css.ts';
import { createRegistrationOffer, type RegistrationTariff } from './registration-offer.ts';
import { addonName } from './rules/addon-names.ts';
import { type LeaseMonths, leaseTerms } from './rules/lease-terms.ts';
import { allowedLeaseMonths, type RegistrationLocation } from './rules/registration.ts';
import { registrationRows } from './rules/registration-prices.ts';

/**
 * The localized RU/PL registration offer (spec §1, §4): markets, lease term, plans with add-ons, prices in
 * roubles. Ordering a plan opens the offer modal, which sums up the order before the control panel.
 */
export function RegistrationOffer({ orderHref }: { orderHref: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `registration.${id}` }, values);
  // Whole roubles, written as the rouble market writes them in every language ("1 341 ₽").
  const roubles = (amount: number) => formatMoney(amount, intl.locale, { currency: 'RUB', precision: 'whole' });
  const [offer] = useState(() => createRegistrationOffer(siteApi.registrationServers));
  const snap = useMachineState(offer.state);

  useEffect(() => {
    void offer.load();
  }, [offer]);

  const { months, rows } = registrationRows(snap.tariffs as RegistrationTariff[], snap.location, snap.months, snap.addons);
  const termOptions = leaseTerms
    .filter((term) => allowedLeaseMonths(snap.location).includes(term.months))
    .map((term) => ({
      value: String(term.months),
      label: term.discountPercent
        ? t('discount', { months: t('months', { count: term.months }), percent: term.discountPercent })
        : t('months', { count: term.months }),
    }));
  const markets = offer.markets();
  const modals = useModals();
  const { offerTariff } = useMachineState(modals.state);
  const ordered = rows.find((row) => row.tariff.id === offerTariff);
  const chosenAddons = (tariff: RegistrationTariff) =>
    tariff.addons.filter((addon) => (snap.addons[tariff.id] ?? []).includes(addon.id));
  const orderUrl = (tariff: RegistrationTariff) => {
    const addons = chosenAddons(tariff).map((addon) => addon.id);
    return `${orderHref}&plan=${tariff.config_plan_id}&term=${months}${addons.length ? `&addons=${addons.join(',')}` : ''}`;
  };

  return (
    <section className={sectionStyle} aria-labelledby="registration-heading" aria-busy={snap.load.pending} data-registration>
      <SectionIntro heading={t('heading')} lead={t('lead')} headingId="registration-heading" />
      {snap.load.error ? (
        <Stack gap="sm" role="alert">
          <p>{t('error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void offer.load()}>
            {t('retry')}
          </Button>
        </Stack>
      ) : null}
      {snap.load.pending && snap.tariffs.length === 0 ? <p role="status">{t('loading')}</p> : null}
      {markets.length > 0 ? (
        <Tabs.Root value={snap.location} onValueChange={(value) => offer.setLocation(value as RegistrationLocation)}>
          <Tabs.List aria-label={t('markets')}>
            {markets.map((market) => (
              <Tabs.Trigger key={market} value={market}>
                {t(`market.${market}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={snap.location}>
            <Stack gap="lg" paddingBlock="lg">
              {snap.location === 'pl' ? (
                <p data-term-note>{t('plMonthly')}</p>
              ) : (
                <RadioGroup
                  legend={t('term')}
                  orientation="horizontal"
                  options={termOptions}
                  value={String(months)}
                  onValueChange={(value) => offer.setMonths(Number(value) as LeaseMonths)}
                />
              )}
              {rows.length === 0 ? <p>{t('empty')}</p> : null}
              {/* Two columns, then four: four tariffs never leave one alone on a row (issue 25.5). */}
              <Grid as="ul" columns={{ xs: 1, md: 2, xl: 4 }} gap="md" paddingInline="none" data-tariffs>
                {rows.map(({ tariff, monthly, total }) => (
                  <Card as="li" key={tariff.id} variant="outlined" data-tariff={tariff.id}>
                    <Stack gap="sm" className={styles.cardBody}>
                      <Stack direction="row" gap="xs" align="center" wrap="wrap">
                        <h3>{tariff.caption}</h3>
                        {tariff.frame.type ? (
                          <Badge tone={tariff.frame.type === 'hit' ? 'brand' : 'warning'}>{t(tariff.frame.type)}</Badge>
                        ) : null}
                      </Stack>
                      <ul>
                        <li>{t('cpu', { cores: tariff.cpu_cores, vendor: tariff.cpu_vendor })}</li>
                        <li>{t('memory', { size: formatSize(ramGb(tariff.memory), intl.locale), type: tariff.memory_type })}</li>
                        <li>{t('disk', { count: tariff.disk_count, description: tariff.disk_desc })}</li>
                      </ul>
                      {tariff.old_price ? <s data-old-price>{t('oldPrice', { price: roubles(tariff.old_price) })}</s> : null}
                      <Amount data-monthly>{t('monthly', { price: roubles(monthly) })}</Amount>
                      <Amount data-total>{t('total', { price: roubles(total), count: months })}</Amount>
                      <CheckboxGroup
                        legend={t('addons')}
                        options={tariff.addons.map((addon) => ({
                          value: String(addon.id),
                          label: t('addon', {
                            name: addonName(addon.name, (id) => intl.formatMessage({ id })),
                            price: roubles(addon.price),
                          }),
                        }))}
                        value={(snap.addons[tariff.id] ?? []).map(String)}
                        onValueChange={(next) => {
                          const chosen = snap.addons[tariff.id] ?? [];
                          for (const addon of tariff.addons)
                            if (next.includes(String(addon.id)) !== chosen.includes(addon.id))
                              offer.toggleAddon(tariff.id, addon.id);
                        }}
                      />
                      <ButtonLink
                        className={styles.order}
                        href={orderUrl(tariff)}
                        data-reload
                        onClick={(event) => {
                          event.preventDefault();
                          modals.openOffer(tariff.id);
                        }}
                      >
                        {t('order', { plan: tariff.caption })}
                      </ButtonLink>
                    </Stack>
                  </Card>
                ))}
              </Grid>
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
      {ordered ? (
        <SiteModal
          modal="offer"
          title={t('confirm.title', { plan: ordered.tariff.caption })}
          description={t('confirm.description', { market: t(`market.${snap.location}`) })}
        >
          <Stack gap="md" data-offer-summary>
            <ul>
              <li>{t('confirm.term', { months: t('months', { count: months }) })}</li>
              {chosenAddons(ordered.tariff).map((addon) => (
                <li key={addon.id}>
                  {t('addon', { name: addonName(addon.name, (id) => intl.formatMessage({ id })), price: roubles(addon.price) })}
                </li>
              ))}
              <li>{t('monthly', { price: roubles(ordered.monthly) })}</li>
            </ul>
            <Amount>{t('total', { price: roubles(ordered.total), count: months })}</Amount>
            <Stack direction="row" gap="sm" wrap="wrap">
              <ButtonLink href={orderUrl(ordered.tariff)} data-reload>
                {t('confirm.continue')}
              </ButtonLink>
              <Button variant="secondary" onClick={() => modals.close()}>
                {t('confirm.change')}
              </Button>
            </Stack>
          </Stack>
        </SiteModal>
      ) : null}
      {snap.load.timestamp !== null ? (
        <p>{t('updated', { time: new Date(snap.load.timestamp).toISOString().slice(0, 16).replace('T', ' ') })}</p>
      ) : null}
    </section>
  );
}
