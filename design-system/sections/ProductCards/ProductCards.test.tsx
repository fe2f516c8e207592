import axe from 'axe-core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ProductCards } from './ProductCards.tsx';

const cards = [
  { id: 'cloud', title: 'Cloud servers', text: 'Linux VPS.', price: 'from $4/mo', href: '/products/cloud-server/' },
  { id: 'shield', title: 'Cloud firewall', text: 'Free filtering.', price: 'Free' },
];

const mount = () => {
  const host = document.createElement('main');
  document.body.append(host);
  const root = createRoot(host);
  root.render(<ProductCards cards={cards} ctaLabel="View Plans" />);
  return { host, root };
};

const ctaVisible = (host: HTMLElement) => {
  const cta = host.querySelector('[data-card="cloud"] [data-cta]');
  return cta ? getComputedStyle(cta).visibility === 'visible' : false;
};

describe('ProductCards', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('links only the cards that have a page, with no axe violations', async () => {
    const { host } = mount();
    await expect.poll(() => host.querySelectorAll('li').length).toBe(2);
    expect(host.querySelector('[data-card="cloud"] a')?.getAttribute('href')).toBe('/products/cloud-server/');
    expect(host.querySelector('[data-card="shield"] a')).toBeNull();
    expect(host.querySelector('[data-card="shield"] [data-cta]')).toBeNull();
    const result = await axe.run(host, { runOnly: ['wcag2a', 'wcag2aa'] });
    expect(result.violations).toEqual([]);
  });

  it('shows the View Plans button at mobile widths and keeps it for hover on wide screens', async () => {
    const { host } = mount();
    await expect.poll(() => host.querySelectorAll('li').length).toBe(2);
    await page.viewport(768, 900);
    await expect.poll(() => ctaVisible(host)).toBe(true);
    await page.viewport(1280, 900);
    await expect.poll(() => ctaVisible(host)).toBe(false);
  });
});
