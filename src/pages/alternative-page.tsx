import { Container } from '#ds/primitives/Container/Container.tsx';
import { CtaBand } from '#ds/sections/CtaBand/CtaBand.tsx';
import { FeatureGrid } from '#ds/sections/FeatureGrid/FeatureGrid.tsx';
import { Hero } from '#ds/sections/Hero/Hero.tsx';
import { SectionIntro } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import { Steps } from '#ds/sections/Steps/Steps.tsx';
import { localeCodes, localizePath } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { Comparison } from '#src/features/comparison/Comparison.tsx';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import { competitorProfiles } from '#src/lib/alternatives/competitor-facts.ts';
import { signUpUrl } from '#src/lib/site-config.ts';
import { type Competitor, competitors } from '#src/routes/route-table.ts';
import type { PageProps } from './page-props.ts';

/**
 * /alternatives/{competitor}/: our figures from the catalog beside the
 * competitor's published ones, each row with its numbered source, and the
 * date they were compiled.
 */
export default async function AlternativePage({ locale, params, path }: PageProps) {
  const competitor = params.competitor as Competitor;
  if (!(competitors as readonly string[]).includes(competitor)) throw new Error(`unknown competitor ${competitor}`);
  const profile = competitorProfiles[competitor];
  const intl = await getIntl(locale, ['common', 'pages', 'marketing/alternative']);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, { competitor: profile.name, ...values });
  const page = (id: string) => t(`alternative.${competitor}.${id}`);

  return (
    <SiteChrome locale={locale} path={path} available={localeCodes}>
      {import.meta.viteRsc.loadCss()}
      <PageHead locale={locale} path={path} title={page('title')} description={page('description')} />
      <Container>
        <Hero
          eyebrow={t('alternative.eyebrow')}
          heading={page('heading')}
          lead={page('lead')}
          primaryAction={{ label: t('alternative.cta.start'), href: signUpUrl({ service: `alternative-${competitor}` }) }}
          secondaryAction={{ label: t('alternative.cta.pricing'), href: localizePath('/pricing/', locale) }}
        />
        <Comparison locale={locale} place={`alternative-${competitor}`} />
        <FeatureGrid
          heading={page('why.heading')}
          columns={2}
          features={[1, 2, 3, 4].map((n) => ({ id: String(n), title: page(`why.${n}.title`), text: page(`why.${n}.text`) }))}
        />
        <section aria-labelledby="fit">
          <SectionIntro heading={page('fit.heading')} headingId="fit" lead={page('fit.text')} />
        </section>
        <Steps
          heading={t('alternative.move.heading')}
          steps={[1, 2, 3].map((n) => ({
            id: String(n),
            title: t(`alternative.move.${n}.title`),
            text: t(`alternative.move.${n}.text`),
          }))}
        />
      </Container>
      <CtaBand
        heading={page('cta.heading')}
        text={page('cta.text')}
        primaryAction={{ label: t('alternative.cta.start'), href: signUpUrl({ service: `alternative-${competitor}` }) }}
      />
    </SiteChrome>
  );
}
