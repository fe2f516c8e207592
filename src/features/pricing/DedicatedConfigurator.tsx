'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Amount } from '#ds/primitives/Amount/Amount.tsx';
import { Button, ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Checkbox } from '#ds/primitives/Checkbox/Checkbox.tsx';
import { Field } from '#ds/primitives/Field/Field.tsx';
import { Fieldset } from '#ds/primitives/Fieldset/Fieldset.tsx';
import { Stack } from '#ds/primitives/Layout/Layout.tsx';
import { RadioGroup } from '#ds/primitives/RadioGroup/RadioGroup.tsx';
import { Select } from '#ds/primitives/Select/Select.tsx';
import { SectionIntro, sectionStyle } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import { IntlClientProvider } from '#intl/IntlClientProvider.tsx';
import { formatMoney } from '#intl/money.ts';
import type { ClientMessages } from '#intl/pick-messages.ts';
import { siteApi } from '#src/lib/main-api/site-api.ts';
import { useMachineState } from '#src/lib/use-machine-state.ts';
import { type ConfigOption, createDedicatedConfigurator, secondaryRoom } from './dedicated-configurator.ts';

/** An option with what it adds to the monthly price ("NVMe 1 TB (+$20)"); a free one by its name alone. */
type OptionLabel = (option: ConfigOption) => string;

type CascadeStepProps = {
  label: string;
  placeholder: string;
  options: readonly ConfigOption[];
  value: number | null;
  onChoose: (id: number) => unknown;
  optionLabel: OptionLabel;
  /** The first step shows even before its options have loaded. */
  always?: boolean;
};

/** One step of the cascade; it appears once the steps before it have given it options. */
function CascadeStep({ label, placeholder, options, value, onChoose, optionLabel, always }: CascadeStepProps) {
  if (options.length === 0 && !always) return null;
  return (
    <Field label={label}>
      {(control) => (
        <Select
          {...control}
          options={options.map((o) => ({ value: String(o.id), label: optionLabel(o) }))}
          placeholder={placeholder}
          value={value === null ? '' : String(value)}
          onValueChange={(v) => void onChoose(Number(v))}
        />
      )}
    </Field>
  );
}

/** The dedicated-server configurator (spec §4 cascade) on the main-API paths of the site, with its messages. */
export function DedicatedConfigurator({ orderHref, messages }: { orderHref: string; messages: ClientMessages }) {
  return (
    <IntlClientProvider messages={messages}>
      <Configurator orderHref={orderHref} />
    </IntlClientProvider>
  );
}

function Configurator({ orderHref }: { orderHref: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `configurator.${id}` }, values);
  const money = (amount: number) => formatMoney(amount, intl.locale);
  const optionLabel: OptionLabel = (o) =>
    o.price ? t('option', { option: o.description, price: money(o.price) }) : o.description;
  const [configurator] = useState(() => createDedicatedConfigurator(siteApi.dedicated));
  const snap = useMachineState(configurator.state);
  const { choice } = snap;

  useEffect(() => {
    void configurator.load();
  }, [configurator]);

  const countOf = (diskId: number) => choice.secondaryIds.filter((id) => id === diskId).length;
  // Only counts that fit beside the other disks chosen are offered (issue 25.9): none is reset later.
  const countsFor = (diskId: number) =>
    Array.from({ length: secondaryRoom(snap.secondaryMax, choice.secondaryIds, diskId) + 1 }, (_, n) => ({
      value: String(n),
      label: String(n),
    }));
  const raids = snap.services.filter((service) => service.kind === 'raid');
  const extras = snap.services.filter((service) => service.kind !== 'raid');
  const raidId = choice.serviceIds.find((id) => raids.some((raid) => raid.id === id));

  return (
    <section className={sectionStyle} aria-labelledby="configurator-heading" aria-busy={snap.pending !== null}>
      <SectionIntro heading={t('heading')} lead={t('lead')} headingId="configurator-heading" />
      <Stack gap="lg">
        <CascadeStep
          label={t('cpu')}
          placeholder={t('choose')}
          options={snap.cpus}
          value={choice.cpuId}
          onChoose={configurator.chooseCpu}
          optionLabel={optionLabel}
        />
        <CascadeStep
          label={t('memory')}
          placeholder={t('choose')}
          options={snap.memory}
          value={choice.memoryId}
          onChoose={configurator.chooseMemory}
          optionLabel={optionLabel}
        />
        <CascadeStep
          label={t('primary')}
          placeholder={t('choose')}
          options={snap.primary}
          value={choice.primaryId}
          onChoose={configurator.choosePrimary}
          optionLabel={optionLabel}
        />
        {snap.secondary.length > 0 ? (
          <Fieldset legend={t('secondary')} variant="boxed" data-storage-disks>
            <p>{t('maxDisks', { count: snap.secondaryMax })}</p>
            <Stack gap="sm">
              {snap.secondary.map((disk) => (
                <Field key={disk.id} label={t('secondaryCount', { disk: optionLabel(disk) })}>
                  {(control) => (
                    <Select
                      {...control}
                      size="sm"
                      options={countsFor(disk.id)}
                      value={String(countOf(disk.id))}
                      onValueChange={(v) => void configurator.setSecondaryCount(disk.id, Number(v))}
                    />
                  )}
                </Field>
              ))}
            </Stack>
          </Fieldset>
        ) : null}
        {snap.services.length > 0 ? (
          <Fieldset legend={t('services')} variant="boxed" data-services>
            <Stack gap="sm">
              {extras.map((service) => (
                <Checkbox
                  key={service.id}
                  label={optionLabel(service)}
                  checked={choice.serviceIds.includes(service.id)}
                  onCheckedChange={() => void configurator.toggleService(service.id)}
                />
              ))}
              {raids.length > 0 ? (
                <RadioGroup
                  legend={t('raid')}
                  options={[
                    { value: 'none', label: t('noRaid') },
                    ...raids.map((raid) => ({ value: String(raid.id), label: optionLabel(raid) })),
                  ]}
                  value={raidId === undefined ? 'none' : String(raidId)}
                  onValueChange={(value) => void configurator.chooseRaid(value === 'none' ? null : Number(value))}
                />
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                disabled={choice.serviceIds.length === 0}
                onClick={() => void configurator.resetServices()}
              >
                {t('resetServices')}
              </Button>
            </Stack>
          </Fieldset>
        ) : null}
        <p role="status" data-configurator-status>
          {snap.failed ? t('error') : snap.pending ? t('loading') : null}
        </p>
        <Stack direction="row" align="center" gap="md" wrap="wrap">
          <p>
            {intl.formatMessage(
              { id: 'configurator.total' },
              {
                total: snap.totalCost === null ? '—' : t('perMonth', { price: money(snap.totalCost) }),
                amount: (chunks: ReactNode[]) => <Amount data-total>{chunks}</Amount>,
              },
            )}
          </p>
          {snap.totalCost === null ? (
            <p>{t('incomplete')}</p>
          ) : (
            <ButtonLink
              href={`${orderHref}${orderHref.includes('?') ? '&' : '?'}config=${encodeURIComponent(JSON.stringify(choice))}`}
              data-reload
            >
              {t('order')}
            </ButtonLink>
          )}
        </Stack>
      </Stack>
    </section>
  );
}
