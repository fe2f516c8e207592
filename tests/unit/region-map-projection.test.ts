import { describe, expect, it } from 'vitest';
import { isLand } from '#ds/illustrations/RegionMap/land-mask.ts';
import { boundsAround, landDots, mapWidth, project } from '#ds/illustrations/RegionMap/projection.ts';

describe('the land mask', () => {
  it.each([
    ['Kansas', 38.5, -98],
    ['Frankfurt', 50.11, 8.68],
    ['Warsaw', 52.23, 21.01],
    ['Madrid', 40.42, -3.7],
    ['Quebec', 52, -72],
  ])('%s is land', (_, lat, lon) => expect(isLand(lon, lat)).toBe(true));

  it.each([
    ['the mid-Atlantic', 40, -40],
    ['the North Sea', 56, 3],
    ['the Gulf of Mexico', 25, -90],
    ['outside the grid (Pacific)', 30, -150],
  ])('%s is sea', (_, lat, lon) => expect(isLand(lon, lat)).toBe(false));
});

describe('the dotted land', () => {
  const europe = boundsAround([{ lon: 8.68, lat: 50.11 }], 14);

  it('draws runs of dots inside the drawing only', () => {
    const { height } = project(europe);
    const segments = [...landDots(europe).matchAll(/M([\d.]+) ([\d.]+)h([\d.]+)/g)];
    expect(segments.length).toBeGreaterThan(20);
    for (const [, x, y, length] of segments) {
      expect(Number(x) + Number(length)).toBeLessThanOrEqual(mapWidth);
      expect(Number(y)).toBeLessThanOrEqual(height);
    }
  });

  it('is computed once per area', () => {
    expect(landDots(europe)).toBe(landDots({ ...europe }));
  });

  it('puts a point at the same place the projection does, and keeps north up', () => {
    const { point } = project(europe);
    const frankfurt = point(8.68, 50.11);
    expect(frankfurt.x).toBeCloseTo(mapWidth / 2, 0);
    expect(point(8.68, 55).y).toBeLessThan(frankfurt.y);
  });

  it('frames every point given, at least twice as wide as tall', () => {
    const places = [
      { lon: -74, lat: 40.7 },
      { lon: 21, lat: 52.2 },
    ];
    const area = boundsAround(places, 10);
    for (const { lon, lat } of places) {
      expect(lon).toBeGreaterThan(area.west);
      expect(lon).toBeLessThan(area.east);
      expect(lat).toBeGreaterThan(area.south);
      expect(lat).toBeLessThan(area.north);
    }
    expect(mapWidth / project(area).height).toBeGreaterThanOrEqual(1.9);
  });
});
