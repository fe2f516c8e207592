import { Container } from '#ds/primitives/Container/Container.tsx';
import { ComparisonTable } from '#ds/sections/ComparisonTable/ComparisonTable.tsx';
import { CtaBand } from '#ds/sections/CtaBand/CtaBand.tsx';
import { FeatureGrid } from '#ds/sections/FeatureGrid/FeatureGrid.tsx';
import { Hero } from '#ds/sections/Hero/Hero.tsx';
import { SectionIntro } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import { Steps } from '#ds/sections/Steps/Steps.tsx';
import { formatDate } from '#intl/format.ts';
import { localeCodes, localizePath } from '#intl/locales.ts';
import { formatMoney } from '#intl/money.ts';
import { getIntl } from '#intl/server-intl.ts';
import { catalogSource } from '#src/features/pricing/tariffs/catalog-source.ts';
import { treatedAsEmpty } from '#src/features/pricing/tariffs/tariffs-unavailable.ts';
import { PageHead } from '#src/features/shell/PageHead.tsx';
import { SiteChrome } from '#src/features/shell/SiteChrome.tsx';
import {
  type ComparisonRowId,
  type CompetitorFact,
  comparisonRows,
  competitorProfiles,
  compiledOn,
} from '#src/lib/alternatives/competitor-facts.ts';
import { ourFigures } from '#src/lib/alternatives/our-figures.ts';
import { signUpUrl } from '#src/lib/site-config.ts';
import { type Competitor, competitors } from '#src/routes/route-table.ts';
import type { PageProps } from './page-props.ts';

// A list the provider's API never answered fills no row: the row is left out, never guessed.
const loadOurFigures = async (locale: string) => {
  const [servers, storage, k8s, k8sVersions, networkDrivers] = await Promise.all([
    treatedAsEmpty(catalogSource.serverPresets()),
    treatedAsEmpty(catalogSource.storagePresets()),
    treatedAsEmpty(catalogSource.k8sPresets()),
    treatedAsEmpty(catalogSource.k8sVersions()),
    treatedAsEmpty(catalogSource.networkDrivers()),
  ]);
  return ourFigures({ servers, storage, k8s, k8sVersions, networkDrivers }, locale);
};

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
  const ours = await loadOurFigures(intl.locale);
  const factValues = (fact: CompetitorFact) =>
    Object.fromEntries(
      Object.entries(fact.values).map(([name, value]) => [
        name,
        typeof value === 'string'
          ? value
          : formatMoney(value.amount, intl.locale, { currency: value.currency, precision: 'cents' }),
      ]),
    );

  const rowsOf = (ids: readonly ComparisonRowId[]) =>
    ids.flatMap((id) => {
      const fact = profile.facts[id];
      const mine = ours[id];
      if (!fact || !mine) return [];
      return [
        {
          id,
          feature: t(`alternative.row.${id}`),
          ours: t(`alternative.ours.${id}`, mine),
          theirs: `${t(`alternative.${competitor}.${id}`, factValues(fact))} [${fact.source + 1}]`,
        },
      ];
    });
  const columns = { feature: t('alternative.columns.feature'), ours: 'Nuvora', theirs: profile.name };
  const sources = (
    <ol data-sources>
      {profile.sources.map((source) => (
        <li key={source.url}>
          <a href={source.url} rel="noopener nofollow">
            {source.title}
          </a>
          {source.updated ? ` (${t('alternative.sourceUpdated', { date: formatDate(source.updated, intl.locale) })})` : null}
        </li>
      ))}
    </ol>
  );

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
        <ComparisonTable
          id="comparison"
          caption={t('alternative.table')}
          columns={columns}
          rows={rowsOf(comparisonRows)}
          yesLabel={t('alternative.yes')}
          noLabel={t('alternative.no')}
          source={
            <>
              <p>{t('alternative.sources')}</p>
              {sources}
            </>
          }
          date={t('alternative.compiled', { date: formatDate(compiledOn, intl.locale) })}
          dateTime={compiledOn}
        />
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
