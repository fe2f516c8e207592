import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { CtaBand } from '#ds/sections/CtaBand/CtaBand.tsx';
import { FeatureGrid } from '#ds/sections/FeatureGrid/FeatureGrid.tsx';
import { PageIntro } from '#ds/sections/PageIntro/PageIntro.tsx';
import { Steps } from '#ds/sections/Steps/Steps.tsx';
import { type Locale, localeCodes, localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { Comparison } from '#src/features/comparison/Comparison.tsx';
import { modalAction, type PlainModal } from '#src/features/forms/modal-trigger.ts';
import { DataCentreMap } from '#src/features/pricing/DataCentreMap.tsx';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { signUpUrl } from '#src/lib/site-config.ts';
import type { PageKind } from '#src/routes/route-table.ts';
import type { PageProps } from './page-props.ts';

type MarketingKind =
  | 'about-us'
  | 'contacts'
  | 'partners'
  | 'partners-program'
  | 'partners-reseller'
  | 'ambassador'
  | 'solutions-business';

/** A button's target: a page, or a form modal (with its deep link as the href). */
type Action = { href: string; attributes?: Record<`data-${string}`, string> };
const page = (href: string): Action => ({ href });
const modal = (name: PlainModal): Action => modalAction(name);

/** Where each page's buttons lead; `extra` is a second button beside the intro's. */
const actions: Record<MarketingKind, (locale: Locale) => { intro: Action; extra?: Action; cta: Action }> = {
  'about-us': () => ({ intro: page(signUpUrl()), cta: page(signUpUrl()) }),
  contacts: () => ({
    intro: page('mailto:sales@nuvora.cloud'),
    extra: modal('schedule-consultation-short'),
    cta: page(signUpUrl()),
  }),
  partners: (l) => ({ intro: page(localizePath('/partners/apply/', l)), cta: page(localizePath('/partners/apply/', l)) }),
  'partners-program': (l) => ({
    intro: page(localizePath('/partners/apply/', l)),
    cta: page(localizePath('/partners/apply/', l)),
  }),
  'partners-reseller': (l) => ({
    intro: page(localizePath('/partners/apply/', l)),
    cta: page(localizePath('/partners/apply/', l)),
  }),
  ambassador: () => ({ intro: modal('join-program'), cta: modal('join-program') }),
  'solutions-business': () => ({ intro: modal('schedule-consultation'), cta: modal('schedule-consultation') }),
};

export const isMarketingKind = (kind: PageKind): kind is MarketingKind => kind in actions;

/** Company and partner pages: intro, four features, three steps and a closing call to action. */
export default async function MarketingPage({ locale, route, path }: PageProps) {
  if (!isMarketingKind(route.kind)) throw new Error(`not a marketing page: ${route.kind}`);
  const kind = route.kind;
  const intl = await getIntl(locale, ['common', 'pages', `marketing/${kind}`]);
  const t = (id: string) => intl.formatMessage({ id });
  const page = (id: string) => t(`${kind}.${id}`);
  const links = actions[kind](locale);
  return (
    <SiteChrome locale={locale} path={path} available={localeCodes}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={page('title')} description={page('description')} />
      <Container>
        <PageIntro
          eyebrow={t('intro.eyebrow')}
          heading={page('heading')}
          lead={page('lead')}
          actions={
            <>
              <ButtonLink href={links.intro.href} {...links.intro.attributes}>
                {t('intro.cta')}
              </ButtonLink>
              {links.extra ? (
                <ButtonLink variant="secondary" href={links.extra.href} {...links.extra.attributes}>
                  {t('intro.extra')}
                </ButtonLink>
              ) : null}
            </>
          }
        />
        <FeatureGrid
          heading={t('features.heading')}
          lead={t('features.lead')}
          columns={2}
          features={[1, 2, 3, 4].map((n) => ({ id: String(n), title: t(`features.${n}.title`), text: t(`features.${n}.text`) }))}
        />
        <Steps
          heading={t('steps.heading')}
          steps={[1, 2, 3].map((n) => ({ id: String(n), title: t(`steps.${n}.title`), text: t(`steps.${n}.text`) }))}
        />
        {kind === 'partners' ? <Comparison locale={locale} place="partners" /> : null}
        {kind === 'contacts' ? <DataCentreMap locale={locale} /> : null}
      </Container>
      <CtaBand
        heading={t('cta.heading')}
        text={t('cta.text')}
        primaryAction={{
          label: t('cta.button'),
          href: links.cta.href,
          ...(links.cta.attributes ? { attributes: links.cta.attributes } : {}),
        }}
      />
    </SiteChrome>
  );
}
