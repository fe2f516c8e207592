import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { axeViolations, cleanup, parkPointer, render } from '#ds/test-utils/render.tsx';
import { type ProductCard, ProductCards } from './ProductCards.tsx';

const cards = [
  { id: 'cloud', title: 'Cloud servers', text: 'Linux VPS.', price: 'from $4/mo', href: '/products/cloud-server/' },
  { id: 'shield', title: 'Cloud firewall', text: 'Free filtering.', price: 'Free' },
];

const mount = async () => {
  const { container } = await render(<ProductCards cards={cards} ctaLabel="View Plans" />);
  return { host: container };
};

beforeEach(parkPointer);

const ctaVisible = (host: HTMLElement) => {
  const cta = host.querySelector('[data-card="cloud"] [data-cta]');
  return cta ? getComputedStyle(cta).visibility === 'visible' : false;
};

describe('ProductCards', () => {
  afterEach(cleanup);

  it('links only the cards that have a page, with no axe violations', async () => {
    const { host } = await mount();
    await expect.poll(() => host.querySelectorAll('li').length).toBe(2);
    expect(host.querySelector('[data-card="cloud"] a')?.getAttribute('href')).toBe('/products/cloud-server/');
    expect(host.querySelector('[data-card="shield"] a')).toBeNull();
    expect(host.querySelector('[data-card="shield"] [data-cta]')).toBeNull();
    expect(await axeViolations(host)).toEqual([]);
  });

  it('shows the View Plans button at mobile widths and keeps it for hover on wide screens', async () => {
    const { host } = await mount();
    await expect.poll(() => host.querySelectorAll('li').length).toBe(2);
    await page.viewport(768, 900);
    await expect.poll(() => ctaVisible(host)).toBe(true);
    await page.viewport(1280, 900);
    await expect.poll(() => ctaVisible(host)).toBe(false);
  });
});

describe('ProductCards at the design breakpoints', () => {
  afterEach(cleanup);

  const five: ProductCard[] = [
    {
      id: 'cloud',
      title: 'Cloud servers',
      text: 'Linux and Windows VPS with NVMe storage.',
      price: 'from $4/mo',
      href: '/products/cloud-server/',
    },
    {
      id: 'database',
      title: 'Vollständig verwaltete Managed-Datenbanken',
      text: 'MySQL, PostgreSQL und Redis.',
      price: 'ab $4/Monat',
      href: '/de/products/managed-database/',
    },
    {
      id: 'kubernetes',
      title: 'Kubernetes',
      text: 'Managed control plane, free.',
      price: 'from $12/mo',
      href: '/products/kubernetes/',
    },
    { id: 's3', title: 'S3 object storage', text: 'S3-compatible buckets.', price: 'from $5/mo', href: '/products/s3-storage/' },
    { id: 'shield', title: 'Cloud firewall', text: 'Filter traffic to every server.', price: 'Free' },
  ];

  /** In the page container, as on the site: 288, 736, 992 and 1184 px of content. */
  const mountInPage = () =>
    render(
      <Container>
        <ProductCards cards={five} ctaLabel="View Plans" />
      </Container>,
    );

  const columns = (container: HTMLElement) =>
    new Set([...container.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().left))).size;
  const cta = (container: HTMLElement, id: string) => container.querySelector(`[data-card="${id}"] [data-cta]`) as HTMLElement;
  const visible = (el: HTMLElement) => getComputedStyle(el).visibility === 'visible';

  it.each([
    [320, 1, true],
    [768, 2, true],
    [1024, 3, false],
    [1536, 4, false],
  ])(
    'at %i px wraps into %i column(s) without horizontal overflow; View Plans visible without hover: %s',
    async (width, across, ctaShown) => {
      await page.viewport(width, 900);
      const { container } = await mountInPage();
      await expect.poll(() => columns(container)).toBe(across);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
      const list = container.querySelector('ul') as HTMLElement;
      expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
      for (const card of container.querySelectorAll('article')) expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
      for (const id of ['cloud', 'database', 'kubernetes', 's3']) expect(visible(cta(container, id))).toBe(ctaShown);
    },
  );

  it.each([1024, 1536])('at %i px reveals View Plans on hover and on keyboard focus, one card at a time', async (width) => {
    await page.viewport(width, 900);
    const { container } = await mountInPage();
    await expect.poll(() => visible(cta(container, 'cloud'))).toBe(false);
    await userEvent.hover(container.querySelector('[data-card="kubernetes"]') as HTMLElement);
    await expect.poll(() => visible(cta(container, 'kubernetes'))).toBe(true);
    expect(visible(cta(container, 'cloud'))).toBe(false);
    await userEvent.unhover(container.querySelector('[data-card="kubernetes"]') as HTMLElement);
    await userEvent.tab();
    expect(document.activeElement).toBe(container.querySelector('[data-card="cloud"] a'));
    await expect.poll(() => visible(cta(container, 'cloud'))).toBe(true);
  });
});
