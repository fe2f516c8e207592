import { unstable_notFound } from 'waku/router/server';
import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { CtaBand } from '#ds/sections/CtaBand/CtaBand.tsx';
import { FeatureGrid } from '#ds/sections/FeatureGrid/FeatureGrid.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { Steps } from '#ds/sections/Steps/Steps.tsx';
import { localizePath } from '#intl/locales.ts';
import { formatMoney } from '#intl/money.ts';
import { getIntl } from '#intl/server-intl.ts';
import { startingPrices } from '#src/features/pricing/rules/marketing-claims.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { isReferralId } from '#src/lib/referral/referral-id.ts';
import { signUpUrl } from '#src/lib/site-config.ts';
import type { PageProps } from './page-props.ts';

/**
 * /r/{code}/ is a customer's invitation: sign-up links carry the code to the
 * control panel. /r/ explains invitations and points to the affiliate program.
 * Invitation pages are personal, so they are not indexed.
 */
export default async function ReferralPage({ locale, params, path }: PageProps) {
  const code = params.id;
  if (code !== undefined && !isReferralId(code)) unstable_notFound();
  const invited = code !== undefined;
  const intl = await getIntl(locale, ['common', 'pages', 'marketing/referral']);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const prices = {
    server: formatMoney(startingPrices.servers, intl.locale),
    storage: formatMoney(startingPrices.s3, intl.locale),
  };
  const signUp = signUpUrl(invited ? { ref: code } : {});
  const mode = invited ? 'invited' : 'about';
  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead
        locale={locale}
        path={path}
        title={t(invited ? 'referral.title' : 'referral.about.title')}
        description={t(invited ? 'referral.description' : 'referral.about.description', prices)}
        noindex={invited}
      />
      <Container>
        <PageIntro
          eyebrow={t(`referral.${mode}.eyebrow`)}
          heading={t(invited ? 'referral.heading' : 'referral.about.heading')}
          lead={t(invited ? 'referral.lead' : 'referral.about.lead', prices)}
          actions={
            invited ? (
              <ButtonLink href={signUp} data-reload data-referral-sign-up>
                {t('referral.invited.cta')}
              </ButtonLink>
            ) : (
              <ButtonLink href={localizePath('/partners/program/', locale)}>{t('referral.about.cta')}</ButtonLink>
            )
          }
        />
        <FeatureGrid
          heading={t('referral.features.heading')}
          columns={3}
          features={[1, 2, 3].map((n) => ({
            id: String(n),
            title: t(`referral.features.${n}.title`, prices),
            text: t(`referral.features.${n}.text`, prices),
          }))}
        />
        <Steps
          heading={t(`referral.${mode}.steps.heading`)}
          steps={[1, 2, 3].map((n) => ({
            id: String(n),
            title: t(`referral.${mode}.steps.${n}.title`),
            text: t(`referral.${mode}.steps.${n}.text`),
          }))}
        />
      </Container>
      <CtaBand
        heading={t(`referral.${mode}.band.heading`)}
        text={t(`referral.${mode}.band.text`)}
        primaryAction={{
          label: t(`referral.${mode}.band.button`),
          href: invited ? signUp : localizePath('/partners/apply/', locale),
        }}
      />
    </SiteChrome>
  );
}
