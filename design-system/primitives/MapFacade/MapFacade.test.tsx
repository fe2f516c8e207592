import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { MapFacade, type MapPlace } from './MapFacade.tsx';

const places: MapPlace[] = [
  {
    id: 'ams',
    name: 'Amsterdam',
    detail: 'Netherlands',
    embedUrl: 'about:blank#ams',
    mapUrl: '#amsterdam',
    showName: 'Show Amsterdam on the map',
    frameTitle: 'Map: Amsterdam',
  },
  {
    id: 'waw',
    name: 'Warsaw',
    detail: 'Poland',
    embedUrl: 'about:blank#waw',
    mapUrl: '#warsaw',
    showName: 'Show Warsaw on the map',
    frameTitle: 'Map: Warsaw',
  },
];

const renderMap = () =>
  render(
    <MapFacade
      places={places}
      notice="The map loads only when you ask for it."
      loadLabel="Load the map"
      showLabel="Show on the map"
      openLabel="Open in the map service"
    />,
  );

describe('MapFacade', () => {
  afterEach(cleanup);

  it('loads no frame until asked, and links every place to the map service', async () => {
    const { container } = await renderMap();
    expect(container.querySelector('iframe')).toBeNull();
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#amsterdam', '#warsaw']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('loads the first place from the keyboard, then moves to the place chosen', async () => {
    const { container } = await renderMap();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Load the map');
    await userEvent.keyboard('{Enter}');
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('about:blank#ams');
    expect(frame?.getAttribute('title')).toBe('Map: Amsterdam');
    const warsaw = [...container.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-label') === 'Show Warsaw on the map',
    );
    warsaw?.focus();
    await userEvent.keyboard('{Enter}');
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('about:blank#waw');
    expect(container.querySelector('[aria-current="true"]')?.textContent).toContain('Warsaw');
    expect(await axeViolations(container)).toEqual([]);
  });
});
