import { Container } from '#ds/primitives/Container/Container.tsx';
import { Box } from '#ds/primitives/Layout/Layout.tsx';
import * as Tabs from '#ds/primitives/Tabs/Tabs.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { loadMessages } from '#intl/catalog.ts';
import { pickMessages } from '#intl/pick-messages.ts';
import { getIntl } from '#intl/server-intl.ts';
import { DedicatedConfiguratorPanel } from '#src/features/pricing/DedicatedConfiguratorPanel.tsx';
import { PriceBlock } from '#src/features/pricing/PriceBlock.tsx';
import { PricingCalculatorSection } from '#src/features/pricing/PricingCalculatorSection.tsx';
import { PricingGroupTabs } from '#src/features/pricing/PricingGroupTabs.tsx';
import { loadRegionPlans } from '#src/features/pricing/rules/calculator-plans.ts';
import { calculatorTexts } from '#src/features/pricing/rules/calculator-texts.ts';
import { loadPriceRegions } from '#src/features/pricing/rules/price-rows.ts';
import type { PriceBlock as PriceBlockSpec } from '#src/features/pricing/rules/product-landings.ts';
import { regionCodes } from '#src/features/pricing/tariffs/types.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { signUpUrl } from '#src/lib/site-config.ts';
import type { PageProps } from './page-props.ts';

/** The pricing page's groups: each a tab with its price table per region; service data for the order links. */
const groups: readonly { id: string; block: PriceBlockSpec; service: string }[] = [
  { id: 'servers', block: { kind: 'servers' }, service: 'cloud-server' },
  { id: 'databases', block: { kind: 'databases' }, service: 'managed-database' },
  { id: 'apps', block: { kind: 'apps' }, service: 'app-platform' },
  { id: 'balancers', block: { kind: 'balancers' }, service: 'load-balancer' },
  { id: 'storage', block: { kind: 'storage' }, service: 's3-storage' },
  { id: 'kubernetes', block: { kind: 'kubernetes' }, service: 'kubernetes' },
];

/** The tabs' values, the default first; `?plans=<value>` chooses one (PricingGroupTabs). */
const tabGroups = [...groups.map((group) => group.id), 'dedicated'];

/**
 * /pricing/: every product group in a tab, each with its regions and the five Kubernetes tariffs.
 * Only the chosen group is in the document (see `PricingPlans` on why panels are not force-mounted).
 */
export default async function PricingPage({ locale, path }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages', 'pricing', 'calculator', 'registration', 'configurator']);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const tables = await Promise.all(
    groups.map(async (group) => ({ ...group, regions: await loadPriceRegions(group.block, 'pricing') })),
  );
  const calculatorPlans = await loadRegionPlans(regionCodes[0]);
  const configuratorMessages = pickMessages(await loadMessages(locale, ['configurator']), ['configurator.']);
  const order = (service: string) => (plan: string) => signUpUrl({ service, plan });
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('pricing.title')} description={t('pricing.description')} />
      <Container>
        <PageIntro heading={t('pricing.heading')} lead={t('pricing.lead')} />
        <PricingGroupTabs groups={tabGroups}>
          <Tabs.List aria-label={t('groups')} variant="pill">
            {tables.map((group) => (
              <Tabs.Trigger key={group.id} value={group.id}>
                {t(`group.${group.id}`)}
              </Tabs.Trigger>
            ))}
            <Tabs.Trigger value="dedicated">{t('group.dedicated')}</Tabs.Trigger>
          </Tabs.List>
          {tables.map((group) => (
            <Tabs.Content key={group.id} value={group.id} data-group={group.id}>
              <PriceBlock
                id={`plans-${group.id}`}
                locale={locale}
                regions={group.regions}
                heading={t(`group.${group.id}`)}
                orderHref={order(group.service)}
              />
            </Tabs.Content>
          ))}
          <Tabs.Content value="dedicated" data-group="dedicated">
            <DedicatedConfiguratorPanel
              orderHref={signUpUrl({ service: 'dedicated-server' })}
              messages={configuratorMessages}
              loadingText={t('configurator.loading')}
            />
          </Tabs.Content>
        </PricingGroupTabs>
        <Box as="p" marginBlock="lg">
          {t('freeExtras')} {t('termsNote')}
        </Box>
        <PricingCalculatorSection
          regions={regionCodes.map((code) => ({ code, label: t(`region.${code}`) }))}
          texts={calculatorTexts(t)}
          plans={calculatorPlans}
        />
      </Container>
    </SiteChrome>
  );
}
