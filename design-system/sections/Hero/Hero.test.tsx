import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { Hero } from './Hero.tsx';

const media = (
  <svg viewBox="0 0 480 320" width="480" height="320" role="img" aria-label="Cluster diagram">
    <rect width="480" height="320" rx="16" fill="#e8eefc" />
  </svg>
);

const german = (
  <Hero
    eyebrow="Kubernetes-Plattform"
    heading="Vollständig verwaltete Kubernetes-Cluster mit automatischer Skalierung und Datenbankverwaltungssystemen"
    lead="Stellen Sie Container-Anwendungen in Minuten bereit – mit kostenloser Steuerungsebene, automatischen Aktualisierungen und Lastverteilung."
    price="ab 12 $/Monat pro Arbeitsknoten"
    primaryAction={{ label: 'Kubernetes-Cluster jetzt kostenlos erstellen', href: '/signup/' }}
    secondaryAction={{ label: 'Preisübersicht ansehen', href: '/pricing/' }}
    media={media}
  />
);

describe('Hero', () => {
  afterEach(cleanup);

  it('renders the one h1 with eyebrow, lead, price and both actions, without axe violations', async () => {
    const { container } = await render(
      <Hero
        id="hero"
        eyebrow="Cloud servers"
        heading="Cloud servers that scale with you"
        lead="Linux and Windows VPS with NVMe storage in three regions."
        price="from $4/mo"
        primaryAction={{ label: 'Get started', href: '/signup/' }}
        secondaryAction={{ label: 'View pricing', href: '/pricing/' }}
      />,
    );
    const section = container.querySelector('section');
    expect(section?.getAttribute('aria-labelledby')).toBe('hero-heading');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('h1')?.textContent).toBe('Cloud servers that scale with you');
    await expect.element(page.getByText('from $4/mo')).toBeVisible();
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Get started', '/signup/'],
      ['View pricing', '/pricing/'],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('uses the actions slot instead of the standard actions, and leaves out what is not given', async () => {
    const { container } = await render(
      <Hero
        heading="Managed databases"
        primaryAction={{ label: 'Ignored', href: '/x/' }}
        actions={<button type="button">Talk to sales</button>}
      />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('button')?.textContent).toBe('Talk to sales');
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    [320, 640, false],
    [768, 1024, false],
    [1024, 768, true],
    [1536, 900, true],
  ])('at %i px shows the heading and nothing overflows sideways', async (width, height, mediaBeside) => {
    await page.viewport(width, height);
    const { container } = await render(german);
    const section = container.querySelector('section') as HTMLElement;
    const heading = container.querySelector('h1') as HTMLElement;
    await expect.element(heading).toBeVisible();
    const box = heading.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(0);
    expect(box.right).toBeLessThanOrEqual(width);
    expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    // Media beside the text from 1024 px, below it on narrower screens.
    const mediaBox = (container.querySelector('svg') as SVGElement).getBoundingClientRect();
    expect(mediaBox.left >= box.left + box.width / 2, 'media beside the text').toBe(mediaBeside);
    expect(mediaBox.top > box.bottom, 'media below the text').toBe(!mediaBeside);
  });
});
