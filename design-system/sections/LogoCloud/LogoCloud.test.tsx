import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { type CustomerLogo, LogoCloud } from './LogoCloud.tsx';

const svg = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#475467"/></svg>`)}`;

const logos: CustomerLogo[] = [
  { name: 'Nordlicht Media', src: svg(170, 40), width: 170, height: 40 },
  { name: 'Versicherungsgesellschaft Süddeutschland', src: svg(480, 40), width: 480, height: 40, href: '/customers/vgs/' },
  { name: 'Lagos Pay', src: svg(120, 40), width: 120, height: 40 },
  { name: 'Helio Robotics', src: svg(160, 40), width: 160, height: 40 },
];

const noHorizontalOverflow = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;
const tops = (container: HTMLElement) =>
  new Set([...container.querySelectorAll('li')].map((li) => li.getBoundingClientRect().top));

afterEach(cleanup);

describe('LogoCloud', () => {
  it('names every logo by its customer, keeps its intrinsic size and has no axe violations', async () => {
    const { container } = await render(<LogoCloud id="customers" heading="Trusted by 40,000 teams" logos={logos} />);
    expect(container.querySelector('section')?.getAttribute('aria-labelledby')).toBe('customers-heading');
    expect(container.querySelector('h2')?.textContent).toBe('Trusted by 40,000 teams');
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs.map((img) => img.getAttribute('alt'))).toEqual(logos.map((l) => l.name));
    expect(imgs.map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual(
      logos.map((l) => [String(l.width), String(l.height)]),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('links only the logos that have a page, the link named by the logo', async () => {
    const { container } = await render(<LogoCloud heading="Trusted by" logos={logos} />);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/customers/vgs/');
    expect(links[0]?.querySelector('img')?.getAttribute('alt')).toBe('Versicherungsgesellschaft Süddeutschland');
  });

  it('shrinks a logo wider than the screen to fit 320 px, in both layouts', async () => {
    for (const layout of ['row', 'grid'] as const) {
      const { container } = await render(<LogoCloud layout={layout} heading="Trusted by" logos={logos} />);
      await page.viewport(320, 800);
      await expect.poll(noHorizontalOverflow).toBe(true);
      const wide = container.querySelectorAll('img')[1] as HTMLImageElement;
      await expect.poll(() => wide.complete).toBe(true);
      const box = wide.getBoundingClientRect();
      expect(box.width).toBeLessThanOrEqual(320);
      expect(box.width).toBeGreaterThan(0);
      await cleanup();
    }
  });

  it('tiles the grid in two columns on phones and one row on wide screens', async () => {
    const { container } = await render(<LogoCloud layout="grid" heading="Trusted by" logos={logos} />);
    await page.viewport(320, 800);
    await expect.poll(() => tops(container).size).toBe(2);
    await page.viewport(1536, 900);
    await expect.poll(() => tops(container).size).toBe(1);
    expect(await axeViolations(container)).toEqual([]);
  });
});
