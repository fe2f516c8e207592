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

/** Nothing loads until "Load the map" or a place's "Show on the map" is pressed. */
export const Default = () => (
  <MapFacade
    places={places}
    notice="The map comes from OpenStreetMap and loads only when you ask for it."
    loadLabel="Load the map"
    showLabel="Show on the map"
    openLabel="Open in OpenStreetMap"
  />
);
