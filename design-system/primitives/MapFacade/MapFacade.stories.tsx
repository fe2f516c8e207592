import { RegionMap } from '#ds/illustrations/RegionMap/RegionMap.tsx';
import { MapFacade, type MapPlace } from './MapFacade.tsx';

// The frames point nowhere: a story never loads a third-party map.
const places: MapPlace[] = [
  {
    id: 'ams',
    name: 'Amsterdam',
    detail: 'Netherlands',
    embedUrl: 'about:blank',
    mapUrl: '#amsterdam',
    showName: 'Show Amsterdam on the map',
    frameTitle: 'Map: Amsterdam',
  },
  {
    id: 'fra',
    name: 'Frankfurt',
    detail: 'Germany',
    embedUrl: 'about:blank',
    mapUrl: '#frankfurt',
    showName: 'Show Frankfurt on the map',
    frameTitle: 'Map: Frankfurt',
  },
  {
    id: 'waw',
    name: 'Warsaw',
    detail: 'Poland',
    embedUrl: 'about:blank',
    mapUrl: '#warsaw',
    showName: 'Show Warsaw on the map',
    frameTitle: 'Map: Warsaw',
  },
];

const texts = {
  notice: 'The map comes from OpenStreetMap and loads only when you ask for it.',
  loadLabel: 'Load the map',
  showLabel: 'Show on the map',
  openLabel: 'Open in OpenStreetMap',
};

/** Nothing loads until "Load the map" or a place's "Show on the map" is pressed. */
export const Default = () => <MapFacade places={places} {...texts} />;

/** With a drawn map of the places behind the notice until the real map loads. */
export const WithPreview = () => (
  <MapFacade
    places={places}
    {...texts}
    preview={
      <RegionMap
        title="Data centres in Amsterdam, Frankfurt and Warsaw"
        pins={[
          { id: 'ams', label: 'Amsterdam', lat: 52.37, lon: 4.9, placement: 'left' },
          { id: 'fra', label: 'Frankfurt', lat: 50.11, lon: 8.68, placement: 'below' },
          { id: 'waw', label: 'Warsaw', lat: 52.23, lon: 21.01 },
        ]}
      />
    }
  />
);
