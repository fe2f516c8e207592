import { MapFacade } from '#ds/primitives/MapFacade/MapFacade.tsx';
import { SectionIntro, sectionStyle } from '#ds/sections/SectionIntro/SectionIntro.tsx';
import { type Locale, locales } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { RegionsMap } from './RegionsMap.tsx';
import { openStreetMap, regionSites } from './tariffs/region-sites.ts';
import { regionCodes } from './tariffs/types.ts';

/** Our data-centre cities on a map that loads from OpenStreetMap only when the visitor asks. */
export async function DataCentreMap({ locale }: { locale: Locale }) {
  const intl = await getIntl(locale, ['pricing', 'marketing/contacts']);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const countries = new Intl.DisplayNames([locales[locale].iso], { type: 'region' });
  const places = regionCodes.map((region) => {
    const site = regionSites[region];
    return {
      id: region,
      name: t(`region.${region}`),
      showName: t('map.showPlace', { place: t(`region.${region}`) }),
      frameTitle: t('map.frame', { place: t(`region.${region}`) }),
      detail: countries.of(site.country),
      embedUrl: openStreetMap.embedUrl(site),
      mapUrl: openStreetMap.pageUrl(site),
    };
  });
  return (
    <section className={sectionStyle} aria-labelledby="data-centres">
      <SectionIntro heading={t('map.heading')} headingId="data-centres" lead={t('map.lead')} />
      <MapFacade
        places={places}
        notice={t('map.notice')}
        loadLabel={t('map.load')}
        showLabel={t('map.show')}
        openLabel={t('map.open')}
        preview={<RegionsMap locale={locale} />}
      />
    </section>
  );
}
