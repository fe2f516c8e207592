import { Container } from '../../design-system/primitives/Container/Container.tsx';
import { Box } from '../../design-system/primitives/Layout/Layout.tsx';
import * as Tabs from '../../design-system/primitives/Tabs/Tabs.tsx';
import { PageIntro } from '../../design-system/sections/PageIntro/PageIntro.tsx';
import { loadMessages } from '../../intl/catalog.ts';
import { IntlClientProvider } from '../../intl/IntlClientProvider.tsx';
import { pickMessages } from '../../intl/pick-messages.ts';
import { getIntl } from '../../intl/server-intl.ts';
import { DedicatedConfigurator } from '../components/client/DedicatedConfigurator.tsx';
import { PricingCalculator } from '../components/client/PricingCalculator.tsx';
import { PageHead } from '../components/PageHead.tsx';
import { PriceBlock } from '../components/PriceBlock.tsx';
import { SiteChrome } from '../components/SiteChrome.tsx';
import { regionCodes } from '../lib/catalog/types.ts';
import { loadPriceRegions } from '../lib/products/price-rows.ts';
import type { PriceBlock as PriceBlockSpec } from '../lib/products/product-landings.ts';
import { signUpUrl } from '../lib/site-config.ts';
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

/** /pricing/: every product group in a tab, each with its regions and the five Kubernetes tariffs. */
export default async function PricingPage({ locale, path }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages', 'pricing']);
  const t = (id: string) => intl.formatMessage({ id });
  const tables = await Promise.all(
    groups.map(async (group) => ({ ...group, regions: await loadPriceRegions(group.block, 'pricing') })),
  );
  const configuratorMessages = pickMessages(await loadMessages(locale, ['configurator']), ['configurator.']);
  const calculatorMessages = pickMessages(await loadMessages(locale, ['calculator', 'pricing', 'registration']), [
    'calculator.',
    'error.',
    'registration.months',
    'registration.discount',
  ]);
  const order = (service: string) => (plan: string) => signUpUrl({ service, plan });
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('pricing.title')} description={t('pricing.description')} />
      <Container>
        <PageIntro heading={t('pricing.heading')} lead={t('pricing.lead')} />
        <Tabs.Root defaultValue="servers">
          <Tabs.List aria-label={t('groups')} variant="pill">
            {tables.map((group) => (
              <Tabs.Trigger key={group.id} value={group.id}>
                {t(`group.${group.id}`)}
              </Tabs.Trigger>
            ))}
            <Tabs.Trigger value="dedicated">{t('group.dedicated')}</Tabs.Trigger>
          </Tabs.List>
          {tables.map((group) => (
            <Tabs.Content key={group.id} value={group.id} forceMount data-group={group.id}>
              <PriceBlock
                id={`plans-${group.id}`}
                locale={locale}
                regions={group.regions}
                heading={t(`group.${group.id}`)}
                orderHref={order(group.service)}
              />
            </Tabs.Content>
          ))}
          <Tabs.Content value="dedicated" forceMount data-group="dedicated">
            <IntlClientProvider messages={configuratorMessages}>
              <DedicatedConfigurator orderHref={signUpUrl({ service: 'dedicated-server' })} />
            </IntlClientProvider>
          </Tabs.Content>
        </Tabs.Root>
        <Box as="p" marginBlock="lg">
          {t('freeExtras')} {t('termsNote')}
        </Box>
        <IntlClientProvider messages={calculatorMessages}>
          <PricingCalculator regions={regionCodes.map((code) => ({ code, label: t(`region.${code}`) }))} />
        </IntlClientProvider>
      </Container>
    </SiteChrome>
  );
}
