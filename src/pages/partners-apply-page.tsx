import { Card } from '#ds/primitives/Card/Card.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { Grid, Stack } from '#ds/primitives/Layout/Layout.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { SectionIntro } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import { loadMessages } from '#intl/catalog.ts';
import { IntlClientProvider } from '#intl/IntlClientProvider.tsx';
import { pickMessages } from '#intl/pick-messages.ts';
import { getIntl } from '#intl/server-intl.ts';
import { partnerContact } from '#src/features/forms/definitions/partner-contact.ts';
import { SiteForm } from '#src/features/forms/SiteForm.tsx';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import type { PageProps } from './page-props.ts';

/** /partners/apply/: the partner contact form (spec §5) inline, with what a partner gets beside it. */
export default async function PartnersApplyPage({ locale, path }: PageProps) {
  const intl = await getIntl(locale, ['common', 'pages', partnerContact.catalog]);
  const t = (id: string) => intl.formatMessage({ id });
  // The form's own texts, the shared form texts and the privacy notice every form shows by its Send.
  const messages = pickMessages(await loadMessages(locale, ['forms', 'consent', partnerContact.catalog]), [
    'form.',
    'consent.form.',
    `${partnerContact.name}.`,
  ]);
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('partners-apply.title')} description={t('partners-apply.description')} />
      <Container>
        <PageIntro heading={t('partners-apply.heading')} lead={t('partners-apply.lead')} />
        <Grid columns={{ xs: 1, lg: 2 }} gap="xl" align="flex-start">
          <Card padding="lg">
            <IntlClientProvider messages={messages}>
              <SiteForm form={partnerContact.name} locale={locale} />
            </IntlClientProvider>
          </Card>
          <Stack as="aside" gap="md" aria-labelledby="partner-benefits">
            <SectionIntro heading={t('partners-apply.why.heading')} headingId="partner-benefits" />
            {[1, 2, 3].map((n) => (
              <Stack key={n} gap="xs">
                <h3>{t(`partners-apply.why.${n}.title`)}</h3>
                <p>{t(`partners-apply.why.${n}.text`)}</p>
              </Stack>
            ))}
          </Stack>
        </Grid>
      </Container>
    </SiteChrome>
  );
}
