import { type MapPin, RegionMap } from '#ds/illustrations/RegionMap/RegionMap.tsx';
import type { Locale } from '#intl/locales.ts';
import { getIntl } from '#intl/server-intl.ts';
import { regionSites } from './tariffs/region-sites.ts';
import { type RegionCode, regionCodes } from './tariffs/types.ts';

/** Amsterdam and Frankfurt sit close together: their names go on the outer sides. */
const placements: Partial<Record<RegionCode, MapPin['placement']>> = { 'nl-1': 'left', 'de-1': 'below' };

/** Our regions on a dotted map, drawn on the server; `focus` zooms to the regions a page is about. */
export async function RegionsMap({ locale, focus }: { locale: Locale; focus?: readonly RegionCode[] }) {
  const intl = await getIntl(locale, ['pricing']);
  const name = (region: RegionCode) => intl.formatMessage({ id: `region.${region}` });
  const shown = focus?.length ? focus : regionCodes;
  const pins = regionCodes.map((region) => ({
    id: region,
    label: name(region),
    lat: regionSites[region].lat,
    lon: regionSites[region].lon,
    placement: placements[region],
  }));
  return (
    <RegionMap
      title={intl.formatMessage({ id: 'regions.mapTitle' }, { cities: intl.formatList(shown.map(name)) })}
      pins={pins}
      focus={focus}
    />
  );
}
