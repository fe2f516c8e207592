import { isLand } from './land-mask.ts';

/** A stretch of the map in degrees. */
export type Bounds = { west: number; east: number; south: number; north: number };

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const latitudeAt = (y: number) => (Math.atan(Math.exp(y)) * 360) / Math.PI - 90;

/** Width of the drawing; its height follows from the bounds (Mercator keeps shapes true). */
export const mapWidth = 960;
/** Distance between dots, in drawing units. */
export const dotPitch = 14;

export type Projection = {
  height: number;
  /** Drawing coordinates of a point. */
  point: (lon: number, lat: number) => { x: number; y: number };
};

export function project(bounds: Bounds): Projection {
  const scale = mapWidth / (((bounds.east - bounds.west) * Math.PI) / 180);
  const top = mercatorY(bounds.north);
  const height = Math.round((top - mercatorY(bounds.south)) * scale);
  return {
    height,
    point: (lon, lat) => ({
      x: (((lon - bounds.west) * Math.PI) / 180) * scale,
      y: (top - mercatorY(lat)) * scale,
    }),
  };
}

const landPaths = new Map<string, string>();

/**
 * The land as rows of dots: each unbroken run of land in a row is one `M x y h length` segment,
 * which a dashed round-capped stroke turns into dots. Cached per bounds (a page uses a handful).
 */
export function landDots(bounds: Bounds): string {
  const key = `${bounds.west},${bounds.east},${bounds.south},${bounds.north}`;
  const cached = landPaths.get(key);
  if (cached !== undefined) return cached;
  const { height } = project(bounds);
  const scale = mapWidth / (((bounds.east - bounds.west) * Math.PI) / 180);
  const top = mercatorY(bounds.north);
  const segments: string[] = [];
  for (let y = dotPitch / 2; y < height; y += dotPitch) {
    const lat = latitudeAt(top - y / scale);
    let runStart = -1;
    for (let x = dotPitch / 2; x < mapWidth + dotPitch; x += dotPitch) {
      const land = x < mapWidth && isLand(bounds.west + (x / mapWidth) * (bounds.east - bounds.west), lat);
      if (land && runStart < 0) runStart = x;
      if (!land && runStart >= 0) {
        segments.push(`M${runStart} ${y}h${x - dotPitch - runStart}`);
        runStart = -1;
      }
    }
  }
  const path = segments.join('');
  if (landPaths.size > 32) landPaths.clear();
  landPaths.set(key, path);
  return path;
}

/** Bounds around some points, padded and widened so the map keeps at least the given aspect. */
export function boundsAround(points: readonly { lon: number; lat: number }[], padding: number, aspect = 2): Bounds {
  const lons = points.map((p) => p.lon);
  const lats = points.map((p) => p.lat);
  let west = Math.min(...lons) - padding;
  let east = Math.max(...lons) + padding;
  const south = Math.min(...lats) - padding / 2;
  const north = Math.max(...lats) + padding / 2;
  const tall = ((north - south) * aspect) / Math.cos((((north + south) / 2) * Math.PI) / 180);
  if (east - west < tall) {
    const grow = (tall - (east - west)) / 2;
    west -= grow;
    east += grow;
  }
  return { west, east, south, north };
}
