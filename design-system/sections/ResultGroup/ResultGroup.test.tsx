import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, cleanup, render } from '#ds/test-utils/render.tsx';
import { ResultGroup } from './ResultGroup.tsx';

describe('ResultGroup', () => {
  afterEach(cleanup);

  it('lists results under a labelled heading, matched words in <mark>, with no axe violations', async () => {
    const { container } = await render(
      <ResultGroup
        heading="Documentation"
        id="docs"
        count="2 results"
        items={[
          {
            href: '/docs/firewall/',
            title: [
              { text: 'Cloud ', match: false },
              { text: 'Firewall', match: true },
            ],
            excerpt: [
              { text: 'A ', match: false },
              { text: 'firewall', match: true },
              { text: ' filters traffic.', match: false },
            ],
            meta: 'Docs',
          },
        ]}
        more={{ href: '/search/?q=firewall&in=docs', label: 'See all' }}
      />,
    );
    const section = container.querySelector('section') as HTMLElement;
    expect(section.getAttribute('aria-labelledby')).toBe('docs');
    expect(container.querySelector('h2')?.textContent).toBe('Documentation2 results');
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Firewall', 'firewall']);
    expect(container.querySelector('li a')?.textContent).toBe('Cloud Firewall');
    expect(container.querySelector('p')?.textContent).toBe('A firewall filters traffic.');
    expect(await axeViolations(container)).toEqual([]);
  });
});
