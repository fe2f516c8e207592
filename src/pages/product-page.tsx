import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { CtaBand } from '#ds/sections/CtaBand/CtaBand.tsx';
import { Faq } from '#ds/sections/Faq/Faq.tsx';
import { FeatureGrid } from '#ds/sections/FeatureGrid/FeatureGrid.tsx';
import { Hero } from '#ds/sections/Hero/Hero.tsx';
import { formatMoney } from '#intl/money.ts';
import { getIntl } from '#intl/server-intl.ts';
import { Comparison } from '#src/features/comparison/Comparison.tsx';
import { faqItems } from '#src/features/content/faq-items.tsx';
import { JsonLd } from '#src/features/content/JsonLd.tsx';
import { productJsonLd } from '#src/features/content/json-ld.ts';
import { modalAction, modalTrigger } from '#src/features/forms/modal-trigger.ts';
import { LandingArt } from '#src/features/landing/LandingArt.tsx';
import { LandingDiagram } from '#src/features/landing/LandingDiagram.tsx';
import { AppKindPriceBlocks, PriceBlock } from '#src/features/pricing/PriceBlock.tsx';
import { appKinds } from '#src/features/pricing/rules/app-kinds.ts';
import { cheapestMonthly, loadPriceRegions } from '#src/features/pricing/rules/price-rows.ts';
import { productLandings } from '#src/features/pricing/rules/product-landings.ts';
import { S3Services } from '#src/features/pricing/S3Services.tsx';
import { VdsPlans } from '#src/features/pricing/VdsPlans.tsx';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { isComparisonPlace } from '#src/lib/alternatives/landing-comparisons.ts';
import { contentSource } from '#src/lib/content/content-source.ts';
import { landingFaq } from '#src/lib/content/faq.ts';
import { absoluteUrl, signUpUrl } from '#src/lib/site-config.ts';
import { isProductSlug } from '#src/routes/product-slugs.ts';
import type { PageProps } from './page-props.ts';

const FEATURES = [1, 2, 3, 4] as const;

/** A product landing under /products/{slug}/: hero with the starting price, features, the product's price table, CTA. */
export default async function ProductPage({ locale, params, path }: PageProps) {
  const slug = String(params.slug);
  if (!isProductSlug(slug)) throw new Error(`not a product: ${slug}`);
  const landing = productLandings[slug];
  const [intl, regions, questions, kindRegions] = await Promise.all([
    getIntl(locale, ['common', 'pricing', 'pages', `products/${slug}`]),
    loadPriceRegions(landing.priceBlock, slug),
    landingFaq(contentSource(), locale, path),
    landing.byAppKind
      ? Promise.all(appKinds.map((appKind) => loadPriceRegions({ kind: 'apps', appKind }, slug)))
      : Promise.resolve(null),
  ]);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const from = regions ? cheapestMonthly(regions) : null;
  const signUp = (plan?: string, order?: Record<string, string>) => signUpUrl({ service: slug, plan, ...order });

  return (
    <SiteChrome locale={locale} path={path}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={t('meta.title')} description={t('meta.description')} />
      {landing.free || from !== null ? (
        <JsonLd
          data={productJsonLd({
            name: t(`product.${slug}.name`),
            description: t('meta.description'),
            url: absoluteUrl(path, locale),
            price: landing.free ? 0 : (from ?? 0),
          })}
        />
      ) : null}
      <Container>
        <Hero
          eyebrow={t('hero.eyebrow')}
          heading={t('hero.heading')}
          lead={t('hero.lead')}
          media={<LandingArt slug={slug} locale={locale} />}
          price={landing.free ? t('free') : from !== null ? t('priceFrom', { price: formatMoney(from, intl.locale) }) : undefined}
          actions={
            <>
              {/* Opens the sign-up modal with this product as service data; without JavaScript, the control panel. */}
              <ButtonLink {...modalTrigger('sign-up', { service: slug, event: `signup_${slug}`, href: signUp() })}>
                {t('hero.primaryCta')}
              </ButtonLink>
              <ButtonLink variant="secondary" href="#plans">
                {t('hero.secondaryCta')}
              </ButtonLink>
            </>
          }
        />
        <FeatureGrid
          heading={t('features.heading')}
          lead={t('features.lead')}
          columns={2}
          features={FEATURES.map((n) => ({ id: String(n), title: t(`features.${n}.title`), text: t(`features.${n}.text`) }))}
        />
        {landing.diagram ? <LandingDiagram name={landing.diagram} locale={locale} /> : null}
        {kindRegions ? (
          <div id="plans">
            <AppKindPriceBlocks
              locale={locale}
              regions={{ frontend: kindRegions[0] ?? null, backend: kindRegions[1] ?? null }}
              label={t('appKind.label')}
              labels={{ frontend: t('appKind.frontend'), backend: t('appKind.backend') }}
              lead={t('plans.lead')}
              orderHref={(plan) => signUp(plan)}
            />
          </div>
        ) : (
          <PriceBlock
            id="plans"
            locale={locale}
            regions={regions}
            heading={t('plans.heading')}
            lead={t('plans.lead')}
            orderHref={(plan, order) => signUp(plan, order)}
          />
        )}
        {landing.presetList === 'vds' ? <VdsPlans locale={locale} orderHref={(plan) => signUp(plan)} /> : null}
        {landing.presetList === 's3-services' ? <S3Services locale={locale} /> : null}
        {isComparisonPlace(slug) ? <Comparison locale={locale} place={slug} /> : null}
        {questions.length ? <Faq id="faq" heading={t('faq.heading')} items={faqItems(questions)} /> : null}
      </Container>
      <CtaBand
        heading={t('cta.heading')}
        text={t('cta.text')}
        primaryAction={{
          label: t('cta.button'),
          ...modalAction('sign-up', { service: slug, event: `signup_${slug}`, href: signUp() }),
        }}
      />
    </SiteChrome>
  );
}
