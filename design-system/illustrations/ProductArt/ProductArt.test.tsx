import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { Hero } from '#ds/sections/Hero/Hero.tsx';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { vars } from '#ds/theme/theme.css.ts';
import { type ProductFamily, productArt } from './ProductArt.tsx';

const families = Object.keys(productArt) as ProductFamily[];

describe('ProductArt', () => {
  afterEach(cleanup);

  it.each(families)('%s is decorative: hidden from assistive technology, sized before it paints, no request', async (family) => {
    const Art = productArt[family];
    const { container } = await render(<Art />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('role')).toBeNull();
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['480', '360']);
    expect(svg.querySelectorAll('image, use, foreignObject, text')).toHaveLength(0);
    // Every shape is coloured by a theme class, never by a colour written into the drawing.
    expect(svg.querySelectorAll('[fill], [stroke], [style]')).toHaveLength(0);
    const painted = [...svg.querySelectorAll('rect, circle, ellipse, path')];
    expect(painted.length).toBeGreaterThan(5);
    for (const shape of painted) expect(shape.getAttribute('class'), shape.outerHTML).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('with a title it is an image named by it', async () => {
    const { container } = await render(<productArt.kubernetes title="A cluster with two node pools" />);
    const svg = container.querySelector('svg') as SVGSVGElement;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-hidden')).toBeNull();
    expect(svg.querySelector('title')?.textContent).toBe('A cluster with two node pools');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is coloured by the theme: changing a token recolours the drawing', async () => {
    const { container } = await render(<productArt.storage />);
    const backdrop = container.querySelector('svg > rect') as SVGRectElement;
    expect(getComputedStyle(backdrop).fill).toBe('rgb(232, 238, 252)');
    const token = vars.color.brandSoft.replace(/^var\((--[^)]+)\)$/, '$1');
    container.style.setProperty(token, '#102030');
    expect(getComputedStyle(backdrop).fill).toBe('rgb(16, 32, 48)');
  });

  // The tallest the scene may be: on a phone 13rem (it may not push the page a screen down), else its own 360 px.
  it.each([
    [320, 640, 13 * 16],
    [768, 1024, 360],
    [1024, 768, 360],
    [1536, 900, 360],
  ])(
    'in a hero at %i px the scene fits its column, keeps its proportions and stays within a phone screen',
    async (width, height, tallest) => {
      await page.viewport(width, height);
      const { container } = await render(<Hero heading="Managed Kubernetes" media={<productArt.kubernetes />} />);
      const svg = container.querySelector('svg') as SVGSVGElement;
      const box = svg.getBoundingClientRect();
      expect(box.width).toBeGreaterThan(100);
      expect(box.right).toBeLessThanOrEqual(width);
      expect(Math.abs(box.width / box.height - 480 / 360)).toBeLessThan(0.02);
      expect(box.height).toBeLessThanOrEqual(tallest + 0.5);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    },
  );
});
