import { ComparisonTable } from '#ds/sections/ComparisonTable/ComparisonTable.tsx';
import { formatDate } from '#intl/format.ts';
import type { Locale } from '#intl/locales.ts';
import { formatMoney } from '#intl/money.ts';
import { getIntl } from '#intl/server-intl.ts';
import { catalogSource } from '#src/features/pricing/tariffs/catalog-source.ts';
import { treatedAsEmpty } from '#src/features/pricing/tariffs/tariffs-unavailable.ts';
import { type CompetitorFact, competitorProfiles, compiledOn } from '#src/lib/alternatives/competitor-facts.ts';
import { type ComparisonPlace, comparedRows, landingComparisons } from '#src/lib/alternatives/landing-comparisons.ts';
import { ourFigures } from '#src/lib/alternatives/our-figures.ts';

// Our side comes from the same price lists as the price tables; a list never answered fills no row.
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

type ComparisonProps = { locale: Locale; place: ComparisonPlace; id?: string };

/**
 * Nuvora beside one competitor (spec §7's comparison component), server-rendered:
 * what is compared in each row, our figure from the catalog, theirs with its
 * numbered source, the sources listed and the date they were compiled.
 * Renders nothing when no row has figures on both sides.
 */
export async function Comparison({ locale, place, id = 'comparison' }: ComparisonProps) {
  const comparison = landingComparisons[place];
  const profile = competitorProfiles[comparison.competitor];
  const intl = await getIntl(locale, ['marketing/alternative']);
  const t = (key: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: key }, { competitor: profile.name, ...values });
  const ours = await loadOurFigures(intl.locale);
  const { rows, sources } = comparedRows(comparison, profile, ours);
  if (!rows.length) return null;
  const theirValues = (fact: CompetitorFact) =>
    Object.fromEntries(
      Object.entries(fact.values).map(([name, value]) => [
        name,
        typeof value === 'string'
          ? value
          : formatMoney(value.amount, intl.locale, { currency: value.currency, precision: 'amount' }),
      ]),
    );
  return (
    <div data-comparison={comparison.competitor}>
      <ComparisonTable
        id={id}
        caption={t('alternative.table')}
        columns={{ feature: t('alternative.columns.feature'), ours: 'Nuvora', theirs: profile.name }}
        rows={rows.map((row) => {
          const fact = profile.facts[row.id] as CompetitorFact;
          return {
            id: row.id,
            feature: t(`alternative.row.${row.id}`),
            ours: t(`alternative.ours.${row.id}`, ours[row.id]),
            theirs: `${t(`alternative.${comparison.competitor}.${row.id}`, theirValues(fact))} [${row.source + 1}]`,
          };
        })}
        yesLabel={t('alternative.yes')}
        noLabel={t('alternative.no')}
        source={
          <>
            <p>{t('alternative.sources')}</p>
            <ol data-sources>
              {sources.map((source) => (
                <li key={source.url}>
                  <a href={source.url} rel="noopener nofollow">
                    {source.title}
                  </a>
                  {source.updated
                    ? ` (${t('alternative.sourceUpdated', { date: formatDate(source.updated, intl.locale) })})`
                    : null}
                </li>
              ))}
            </ol>
          </>
        }
        date={t('alternative.compiled', { date: formatDate(compiledOn, intl.locale) })}
        dateTime={compiledOn}
      />
    </div>
  );
}
