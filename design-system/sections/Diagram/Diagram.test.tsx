import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { StorageDiagram } from '#ds/illustrations/Diagrams/Diagrams.tsx';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { Diagram } from './Diagram.tsx';

const section = (
  <Diagram
    id="s3"
    heading="Ihre Tools, unsere Buckets"
    lead="Was mit S3 funktioniert, funktioniert auch hier."
    drawing={<StorageDiagram />}
    parts={[
      { id: '1', title: 'Die Tools, die Sie schon nutzen', text: 'AWS CLI, rclone, die AWS SDKs und restic.' },
      { id: '2', title: 'Regionaler Endpunkt und Zugriffsschlüssel', text: 'Jede Region hat ihren eigenen Endpunkt.' },
      { id: '3', title: 'Buckets', text: 'Standardmäßig privat.' },
    ]}
  />
);

describe('Diagram', () => {
  afterEach(cleanup);

  it('is a section named by its heading, with the captions as a numbered list under their own headings', async () => {
    const { container } = await render(section);
    const region = container.querySelector('section') as HTMLElement;
    expect(region.getAttribute('aria-labelledby')).toBe('s3-heading');
    expect(container.querySelector('#s3-heading')?.textContent).toBe('Ihre Tools, unsere Buckets');
    const items = [...container.querySelectorAll('ol > li')];
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Die Tools, die Sie schon nutzen',
      'Regionaler Endpunkt und Zugriffsschlüssel',
      'Buckets',
    ]);
    // The visible number of each caption is its position, as on the drawing's markers.
    expect(items.map((item) => getComputedStyle(item, '::before').content)).toEqual([
      'counter(part)',
      'counter(part)',
      'counter(part)',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    [320, 640, false],
    [768, 1024, false],
    [1024, 768, true],
    [1536, 900, true],
  ])('at %i px the drawing and captions fit, side by side from 1024 px, stacked below', async (width, height, sideBySide) => {
    await page.viewport(width, height);
    const { container } = await render(section);
    const drawing = (container.querySelector('svg') as SVGSVGElement).getBoundingClientRect();
    const captions = (container.querySelector('ol') as HTMLElement).getBoundingClientRect();
    expect(drawing.width).toBeGreaterThan(200);
    expect(drawing.right).toBeLessThanOrEqual(width);
    expect(captions.right).toBeLessThanOrEqual(width);
    expect(captions.left >= drawing.right, 'captions beside the drawing').toBe(sideBySide);
    expect(captions.top >= drawing.bottom, 'captions below the drawing').toBe(!sideBySide);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  });
});
