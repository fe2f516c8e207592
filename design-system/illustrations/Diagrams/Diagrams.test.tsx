import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { type DiagramName, diagrams } from './Diagrams.tsx';

const names = Object.keys(diagrams) as DiagramName[];

describe('Diagrams', () => {
  afterEach(cleanup);

  it.each(names)(
    '%s numbers its parts 1…n once each, as many as its captions, and paints only with theme classes',
    async (name) => {
      const { Drawing, markers } = diagrams[name];
      const { container } = await render(<Drawing />);
      const svg = container.querySelector('svg') as SVGSVGElement;
      const numbers = [...svg.querySelectorAll('text')].map((text) => text.textContent);
      expect(numbers).toEqual(Array.from({ length: markers }, (_, i) => String(i + 1)));
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.querySelectorAll('[fill], [stroke], [style], image, use')).toHaveLength(0);
      // Every marker sits inside the drawing, where it can be seen.
      const frame = svg.getBoundingClientRect();
      for (const badge of svg.querySelectorAll('text')) {
        const box = badge.getBoundingClientRect();
        expect(box.left).toBeGreaterThanOrEqual(frame.left);
        expect(box.right).toBeLessThanOrEqual(frame.right);
        expect(box.top).toBeGreaterThanOrEqual(frame.top);
        expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
      }
      expect(await axeViolations(container)).toEqual([]);
    },
  );
});
