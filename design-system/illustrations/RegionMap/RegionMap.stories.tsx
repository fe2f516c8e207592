import { type MapPin, RegionMap } from './RegionMap.tsx';

const pins: MapPin[] = [
  { id: 'nyc', label: 'New York', lat: 40.71, lon: -74.01 },
  { id: 'mia', label: 'Miami', lat: 25.76, lon: -80.19 },
  { id: 'ams', label: 'Amsterdam', lat: 52.37, lon: 4.9, placement: 'left' },
  { id: 'fra', label: 'Frankfurt', lat: 50.11, lon: 8.68, placement: 'below' },
  { id: 'waw', label: 'Warsaw', lat: 52.23, lon: 21.01 },
];

export const AllRegions = () => (
  <RegionMap title="Data centres in New York, Miami, Amsterdam, Frankfurt and Warsaw" pins={pins} />
);

export const FocusedOnOneCountry = () => <RegionMap title="Our data centre in Frankfurt, Germany" pins={pins} focus={['fra']} />;

export const FocusedOnTwoRegions = () => (
  <RegionMap title="Data centres in New York and Miami" pins={pins} focus={['nyc', 'mia']} />
);

export const GermanNames = () => (
  <RegionMap
    title="Rechenzentren in New York, Miami, Amsterdam, Frankfurt und Warschau"
    pins={pins.map((pin) => (pin.id === 'waw' ? { ...pin, label: 'Warschau' } : pin))}
  />
);
