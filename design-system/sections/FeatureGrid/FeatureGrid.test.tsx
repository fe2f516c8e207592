import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { type Feature, FeatureGrid } from './FeatureGrid.tsx';

const icon = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const features: Feature[] = [
  { id: 'nvme', title: 'NVMe storage', text: 'Fast local disks on every plan.', icon },
  { id: 'ipv6', title: 'IPv6 included', text: 'A /64 subnet for every server.', icon },
  { id: 'backups', title: 'Automatic backups', text: 'Daily snapshots kept for seven days.' },
  { id: 'api', title: 'API and Terraform', text: 'Automate everything you can click.' },
];

const columnCount = (list: Element) => getComputedStyle(list).gridTemplateColumns.split(' ').length;

describe('FeatureGrid', () => {
  afterEach(async () => {
    await cleanup();
    await page.viewport(1280, 800);
  });

  it('renders a heading over a list of features with decorative icons, without axe violations', async () => {
    const { container } = await render(
      <FeatureGrid id="features" heading="Why our cloud" lead="Everything included." features={features} />,
    );
    expect(container.querySelector('section')?.getAttribute('aria-labelledby')).toBe('features-heading');
    expect(container.querySelector('h2')?.textContent).toBe('Why our cloud');
    expect([...container.querySelectorAll('li h3')].map((h) => h.textContent)).toEqual([
      'NVMe storage',
      'IPv6 included',
      'Automatic backups',
      'API and Terraform',
    ]);
    const icons = container.querySelectorAll('li > [aria-hidden="true"]');
    expect(icons).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('puts feature titles one level below an h3 heading', async () => {
    const { container } = await render(<FeatureGrid heading="Included" headingLevel={3} features={features} />);
    expect(container.querySelector('section')?.hasAttribute('aria-labelledby')).toBe(false);
    expect(container.querySelectorAll('h4')).toHaveLength(4);
  });

  it.each([
    [320, 1, 1],
    [768, 2, 2],
    [1024, 3, 2],
    [1536, 3, 2],
  ])('at %i px shows %i columns (%i when capped at two)', async (width, columns, capped) => {
    await page.viewport(width, 800);
    const { container } = await render(
      <>
        <FeatureGrid heading="Three" features={features} />
        <FeatureGrid heading="Two" features={features} columns={2} />
      </>,
    );
    const [three, two] = [...container.querySelectorAll('ul')];
    await expect.poll(() => columnCount(three as Element)).toBe(columns);
    expect(columnCount(two as Element)).toBe(capped);
    for (const section of container.querySelectorAll('section'))
      expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  });
});
