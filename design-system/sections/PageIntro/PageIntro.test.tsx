import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { PageIntro } from './PageIntro.tsx';

describe('PageIntro', () => {
  afterEach(cleanup);

  it('renders one h1 with its lead and actions, without axe violations', async () => {
    const { container } = await render(
      <PageIntro
        eyebrow="Pricing"
        heading="Simple pricing"
        lead="No hidden fees."
        actions={<a href="/contacts/">Talk to us</a>}
      />,
    );
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('h1')?.textContent).toBe('Simple pricing');
    expect(container.textContent).toContain('No hidden fees.');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/contacts/');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leaves out the parts it is not given', async () => {
    const { container } = await render(<PageIntro heading="Docs" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });

  it('never overflows a 320 px screen, even with long German words', async () => {
    await page.viewport(320, 800);
    const { container } = await render(
      <PageIntro heading="Rechenzentrumsstandortauswahl für Unternehmenskunden" lead="Produktionsreife Kubernetes-Cluster." />,
    );
    const intro = container.firstElementChild as HTMLElement;
    expect(intro.scrollWidth).toBeLessThanOrEqual(intro.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  });
});
