import type { RegionCode } from './types.ts';

/** Where each region's data centre is: the country (ISO 3166) and the city's coordinates. */
export const regionSites: Record<RegionCode, { country: string; lat: number; lon: number }> = {
  'us-2': { country: 'US', lat: 40.7128, lon: -74.006 },
  'us-3': { country: 'US', lat: 25.7617, lon: -80.1918 },
  'nl-1': { country: 'NL', lat: 52.3676, lon: 4.9041 },
  'de-1': { country: 'DE', lat: 50.1109, lon: 8.6821 },
  'pl-1': { country: 'PL', lat: 52.2297, lon: 21.0122 },
};

/** OpenStreetMap: the embeddable map around a point, and the page that opens it on openstreetmap.org. */
export const openStreetMap = {
  origin: 'https://www.openstreetmap.org',
  embedUrl: ({ lat, lon }: { lat: number; lon: number }) => {
    const bbox = [lon - 0.2, lat - 0.1, lon + 0.2, lat + 0.1].map((n) => n.toFixed(4)).join(',');
    return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
  },
  pageUrl: ({ lat, lon }: { lat: number; lon: number }) =>
    `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=11/${lat}/${lon}`,
};
