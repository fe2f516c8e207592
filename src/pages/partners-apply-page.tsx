import { Card } from '../../design-system/primitives/Card/Card.tsx';
import { Container } from '../../design-system/primitives/Container/Container.tsx';
import { Grid, Stack } from '../../design-system/primitives/Layout/Layout.tsx';
import { PageIntro } from '../../design-system/sections/PageIntro/PageIntro.tsx';
import { SectionIntro } from '../../design-system/sections/SectionIntro/SectionIntro.tsx';
import { loadMessages } from '../../intl/catalog.ts';
import { IntlClientProvider } from '../../intl/IntlClientProvider.tsx';
import { pickMessages } from '../../intl/pick-messages.ts';
import { getIntl } from '../../intl/server-intl.ts';
import { SiteForm } from '../components/client/SiteForm.tsx';
import { PageHead } from '../components/PageHead.tsx';
import { SiteChrome } from '../components/SiteChrome.tsx';
import { companyTypes, hubRoles } from '../lib/forms/form-choices.ts';
import type { PageProps } from './page-props.ts';

/** /partners/apply/: the partner contact form (spec §5) inline, with what a partner gets beside it. */
export default async function PartnersApplyPage({ locale, path }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages', 'marketing/partner-form']);
  const t = (id: string) => intl.formatMessage({ id });
  const messages = pickMessages(await loadMessages(locale, ['forms', 'marketing/partner-form']), ['form.', 'partnerForm.']);
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('partners-apply.title')} description={t('partners-apply.description')} />
      <Container>
        <PageIntro heading={t('partners-apply.heading')} lead={t('partners-apply.lead')} />
        <Grid columns={{ xs: 1, lg: 2 }} gap="xl" align="flex-start">
          <Card padding="lg">
            <IntlClientProvider messages={messages}>
              <SiteForm
                form="partner-contact"
                prefix="partnerForm"
                locale={locale}
                submitLabel="partnerForm.submit"
                fields={[
                  { name: 'name', kind: 'text', autoComplete: 'given-name' },
                  { name: 'surname', kind: 'text', autoComplete: 'family-name' },
                  { name: 'fullName', kind: 'text' },
                  { name: 'email', kind: 'email', autoComplete: 'email' },
                  { name: 'phone', kind: 'tel', autoComplete: 'tel' },
                  { name: 'companyName', kind: 'text', autoComplete: 'organization' },
                  { name: 'companyType', kind: 'choice', options: companyTypes },
                  { name: 'website', kind: 'url', autoComplete: 'url' },
                  { name: 'coreBusiness', kind: 'text' },
                  { name: 'hubPosition', kind: 'choice', options: hubRoles },
                  { name: 'otherPartners', kind: 'text' },
                  { name: 'message', kind: 'textarea' },
                ]}
              />
            </IntlClientProvider>
          </Card>
          <Stack as="aside" gap="md" aria-labelledby="partner-benefits">
            <SectionIntro heading={t('partnerForm.why.heading')} headingId="partner-benefits" />
            {[1, 2, 3].map((n) => (
              <Stack key={n} gap="xs">
                <h3>{t(`partnerForm.why.${n}.title`)}</h3>
                <p>{t(`partnerForm.why.${n}.text`)}</p>
              </Stack>
            ))}
          </Stack>
        </Grid>
      </Container>
    </SiteChrome>
  );
}
