import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { type MapPin, RegionMap } from './RegionMap.tsx';

const pins: MapPin[] = [
  { id: 'nyc', label: 'New York', lat: 40.71, lon: -74.01 },
  { id: 'mia', label: 'Miami', lat: 25.76, lon: -80.19 },
  { id: 'ams', label: 'Amsterdam', lat: 52.37, lon: 4.9, placement: 'left' },
  { id: 'fra', label: 'Frankfurt', lat: 50.11, lon: 8.68, placement: 'below' },
  { id: 'waw', label: 'Warsaw', lat: 52.23, lon: 21.01 },
];

const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};
const pinDots = (container: HTMLElement) => [...container.querySelectorAll('svg g circle:last-child')];
/** The n-th of a list the test knows is there; fails the test rather than reading `undefined`. */
const nth = <T,>(list: readonly T[], n: number): T => {
  const item = list[n];
  if (item === undefined) throw new Error(`no item ${n} in a list of ${list.length}`);
  return item;
};
const labels = (container: HTMLElement) => [...container.querySelectorAll('span')];

describe('RegionMap', () => {
  afterEach(cleanup);

  it('is one image named by its title, drawn without a request, with every pin where its city is', async () => {
    await page.viewport(1280, 800);
    const { container } = await render(
      <div style={{ width: 900 }}>
        <RegionMap title="Data centres in five cities" pins={pins} />
      </div>,
    );
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.querySelector('title')?.textContent).toBe('Data centres in five cities');
    expect(container.querySelectorAll('img, image, iframe, use')).toHaveLength(0);
    expect(svg.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(500);
    const dots = pinDots(container).map(centre);
    const [nyc, mia, ams, fra, waw] = [nth(dots, 0), nth(dots, 1), nth(dots, 2), nth(dots, 3), nth(dots, 4)];
    // West to east, north to south, as on any map.
    expect(mia.x).toBeLessThan(nyc.x);
    expect(nyc.x).toBeLessThan(ams.x);
    expect(ams.x).toBeLessThan(fra.x);
    expect(fra.x).toBeLessThan(waw.x);
    expect(nyc.y).toBeLessThan(mia.y);
    expect(ams.y).toBeLessThan(fra.y);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('names each pin beside it from tablet width up, on the side asked, without overlapping', async () => {
    await page.viewport(1280, 800);
    const { container } = await render(
      <div style={{ width: 900 }}>
        <RegionMap title="Data centres" pins={pins} />
      </div>,
    );
    const boxes = labels(container).map((label) => label.getBoundingClientRect());
    expect(labels(container).map((label) => label.textContent)).toEqual(pins.map((pin) => pin.label));
    const dots = pinDots(container).map(centre);
    expect(nth(boxes, 2).right).toBeLessThanOrEqual(nth(dots, 2).x);
    expect(nth(boxes, 3).top).toBeGreaterThanOrEqual(nth(dots, 3).y);
    for (const [i, a] of boxes.entries()) {
      expect(a.width).toBeGreaterThan(0);
      for (const b of boxes.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `${labels(container)[i]?.textContent} overlaps another name`).toBe(true);
      }
    }
  });

  it('on a phone leaves the names to the title and the page, and nothing overflows', async () => {
    await page.viewport(360, 740);
    const { container } = await render(<RegionMap title="Data centres" pins={pins} />);
    for (const label of labels(container)) expect(getComputedStyle(label).display).toBe('none');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });

  it('zooms to the focused pins and marks them out', async () => {
    await page.viewport(1280, 800);
    const { container } = await render(
      <div style={{ width: 900 }}>
        <RegionMap title="Our data centre in Frankfurt" pins={pins} focus={['fra']} />
      </div>,
    );
    const shown = labels(container).map((label) => label.textContent);
    expect(shown).toContain('Frankfurt');
    expect(shown).not.toContain('New York');
    const svg = container.querySelector('svg') as SVGSVGElement;
    const frankfurt = centre(nth(pinDots(container), shown.indexOf('Frankfurt')));
    const box = svg.getBoundingClientRect();
    expect(Math.abs(frankfurt.x - (box.left + box.width / 2))).toBeLessThan(box.width * 0.1);
    const radii = pinDots(container).map((dot) => Number(dot.getAttribute('r')));
    expect(radii[shown.indexOf('Frankfurt')]).toBeGreaterThan(
      Math.max(...radii.filter((_, i) => i !== shown.indexOf('Frankfurt'))),
    );
  });
});
